import { DEFAULT_TRACKING_LIMITS, MAX_FREE_TRACKED_QUERIES } from '../../../../core/plans/tracking-limits';
import { WORKSPACE_SEATS } from '../../../../core/workspaces/roles';
import type { PlanType } from '../../../../contracts/plan';

export interface PlanDescription {
  planType: PlanType;
  name: string;
  summary: string;
  /** Spec §6 role table, in its words. */
  features: readonly string[];
  /**
   * What the next plan up adds and this one lacks, shown crossed off: it says what upgrading brings, and it
   * gives the short list the length of its neighbours', so no card has a hole above its buttons.
   */
  notIncluded?: readonly string[];
  /** The line on tracking, from the count the server is configured with ("5,000"). */
  tracking: (queries: string) => string;
}

/** The three plans as the pricing page presents them (spec §6). */
export const PLAN_CATALOG: readonly PlanDescription[] = [
  {
    planType: 'free',
    name: 'Free',
    summary: 'For checking your own site now and then.',
    features: ['3 checks a day', 'Google only', 'History and trends', 'E-mail support'],
    notIncluded: ['Competitor tracking', 'API access', 'Automated PDF reports'],
    tracking: (queries) => `${queries} tracked queries, checked daily or weekly`,
  },
  {
    planType: 'pro',
    name: 'Pro',
    summary: 'For site owners and SEO professionals who check every day.',
    features: [
      'Unlimited checks',
      'All six engines: Google, Bing, Yahoo, DuckDuckGo, Yandex and Baidu',
      'Competitor tracking (up to 3 competitors)',
      'AI answers: how often Google AI Mode and Bing Copilot cite you',
      'History and trends',
      'API access',
      'Automated PDF reports',
      `Team of ${WORKSPACE_SEATS.pro}: invite colleagues and clients`,
      'Priority support',
    ],
    tracking: (queries) => `Up to ${queries} tracked queries, checked hourly to monthly`,
  },
  {
    planType: 'enterprise',
    name: 'Enterprise',
    summary: 'For agencies reporting to clients under their own brand.',
    features: [
      'Everything in Pro: unlimited checks on all six engines, competitors and reports',
      'White label: your name, logo and colours on every PDF and shared report',
      `Team of ${WORKSPACE_SEATS.enterprise}, with read-only access for your clients`,
      'Custom integrations',
      'Dedicated support',
    ],
    tracking: (queries) => `Up to ${queries} tracked queries`,
  },
];

/** Tracked queries per plan until the server's configured numbers arrive (core/plans/tracking-limits). */
export const DEFAULT_TRACKED_QUERIES: Record<PlanType, number> = {
  free: MAX_FREE_TRACKED_QUERIES,
  pro: DEFAULT_TRACKING_LIMITS.pro,
  enterprise: DEFAULT_TRACKING_LIMITS.enterprise,
};

/** 1200 → '1,200'. Written out rather than with Intl, whose first use costs tens of milliseconds (see below). */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A whole number as the pricing page writes it: '1,200'. */
export function formatCount(count: number): string {
  return `${count < 0 ? '-' : ''}${groupThousands(Math.abs(count).toFixed(0))}`;
}

/** The plan as its card lists it: the tracking line second, after the checks. */
export function withTracking(plan: PlanDescription, trackedQueries: number): PlanDescription {
  const [first, ...rest] = plan.features;
  const line = plan.tracking(formatCount(trackedQueries));
  return { ...plan, features: first === undefined ? [line] : [first, line, ...rest] };
}

/**
 * A monthly price in the configured currency: whole amounts without cents ('$19'), others with them
 * ('$19.50'). null means the operator has not set one.
 */
// Intl's first use on a page (a NumberFormat, toLocaleString) costs tens of milliseconds on a slow phone: its
// locale data is loaded then, on the pricing page's first render. The usual currencies are written out here,
// exactly as Intl's en-US format writes them ($19, $19.99, €1,200); any other goes through Intl, one formatter
// kept per currency and precision.
const SYMBOLS: Record<string, string> = { USD: '$', EUR: '€', GBP: '£', JPY: '¥', INR: '₹' };
const formatters = new Map<string, Intl.NumberFormat>();

function withSymbol(symbol: string, amount: number, whole: boolean): string {
  const [units = '0', cents] = Math.abs(amount).toFixed(whole ? 0 : 2).split('.');
  return `${amount < 0 ? '-' : ''}${symbol}${groupThousands(units)}${cents ? `.${cents}` : ''}`;
}

function priceFormatter(currency: string, whole: boolean): Intl.NumberFormat {
  const key = `${currency}:${whole}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 });
    formatters.set(key, formatter);
  }
  return formatter;
}

export function formatPrice(amount: number | null, currency: string): string | null {
  if (amount === null) return null;
  try {
    const code = currency.toUpperCase();
    const whole = Number.isInteger(amount);
    const symbol = SYMBOLS[code];
    return symbol ? withSymbol(symbol, amount, whole) : priceFormatter(code, whole).format(amount);
  } catch {
    // An unknown currency code: the amount and the code still say it.
    return `${amount} ${currency.toUpperCase()}`;
  }
}
