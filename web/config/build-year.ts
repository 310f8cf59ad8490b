declare const __BUILD_YEAR__: number;

/** The year the web app was built (scripts/vite/build-constants.ts). */
export const BUILD_YEAR: number = __BUILD_YEAR__;
