/** Running as the installed app (launched from the home screen or the app list), not in a browser tab. */
export function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || (typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches);
}

/**
 * Safari on iPhone or iPad, which has no beforeinstallprompt: installing is Share, then Add to Home Screen.
 * iPadOS reports itself as a Mac, so a Mac with a touch screen counts as an iPad.
 */
export function isIosSafari(): boolean {
  const { userAgent, maxTouchPoints } = navigator;
  const ios = /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return ios && /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent);
}
