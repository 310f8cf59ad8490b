import type { Capability } from '../../../core/workspaces/roles';

/**
 * The capability each `/api/v1/me` operation needs, by its OpenAPI operation id: the one place a role is
 * checked against what a request does (decision 025). An operation missing here is refused, and a test over the
 * OpenAPI document fails it first.
 */
export const OPERATION_CAPABILITIES: Readonly<Record<string, Capability>> = {
  // The person's own account, whatever the workspace.
  deleteAccount: 'self',
  listAchievements: 'self',
  getEmailPreferences: 'self',
  updateEmailPreferences: 'self',
  getLearningProgress: 'self',
  markLessonDone: 'self',
  markLessonNotDone: 'self',
  recordLessonVisit: 'self',
  listNotifications: 'self',
  getUnreadNotificationCount: 'self',
  markNotificationRead: 'self',
  markAllNotificationsRead: 'self',
  setTimeZone: 'self',
  listWorkspaces: 'self',
  getTwoStep: 'self',
  startTwoStepApp: 'self',
  confirmTwoStepApp: 'self',
  renewRecoveryCodes: 'self',
  turnOffTwoStep: 'self',
  startConfirmWithPasskey: 'self',
  confirmSecondStep: 'self',
  startPasskeyRegistration: 'self',
  addPasskey: 'self',
  renamePasskey: 'self',
  removePasskey: 'self',
  getPhone: 'self',
  startPhoneVerification: 'self',
  confirmPhone: 'self',
  cancelPhoneVerification: 'self',
  removePhone: 'self',
  leaveWorkspace: 'self',
  // Reading the workspace's data.
  getPlan: 'read',
  getDashboardStatistics: 'read',
  listRecentChecks: 'read',
  listHistory: 'read',
  getHistoryFacets: 'read',
  exportHistoryCsv: 'read',
  getKeywordSeries: 'read',
  listReportSites: 'read',
  getReport: 'read',
  downloadReportPdf: 'read',
  listSites: 'read',
  getSite: 'read',
  listSiteKeywords: 'read',
  getSiteKeyword: 'read',
  listSiteKeywordIds: 'read',
  exportSiteKeywords: 'read',
  getSiteVisibility: 'read',
  listCompetitors: 'read',
  getCompetitorHistory: 'read',
  getCompetitorStatistics: 'read',
  listScheduledChecks: 'read',
  getScheduledCheck: 'read',
  listScheduledCheckRuns: 'read',
  listAlertRules: 'read',
  getBranding: 'read',
  // Tracking: what spends checks and searches, and what changes or deletes tracked data.
  estimateScheduledCheckSearches: 'track',
  createScheduledCheck: 'track',
  createScheduledChecksInBulk: 'track',
  updateScheduledCheck: 'track',
  deleteScheduledCheck: 'track',
  runScheduledCheckNow: 'track',
  addSiteKeywords: 'track',
  updateSite: 'track',
  deleteSite: 'track',
  bulkUpdateSiteKeywords: 'track',
  discoverCompetitors: 'track',
  suggestCompetitors: 'track',
  createCompetitor: 'track',
  replaceCompetitor: 'track',
  updateCompetitor: 'track',
  deleteCompetitor: 'track',
  createAlertRule: 'track',
  updateAlertRule: 'track',
  deleteAlertRule: 'track',
  restoreDefaultAlertRules: 'track',
  deleteHistoryChecks: 'track',
  deleteHistoryCheck: 'track',
  // Reports that leave the app: links and e-mails.
  createReportShare: 'report',
  listReportShares: 'report',
  revokeReportShare: 'report',
  listReportSchedules: 'report',
  saveReportSchedule: 'report',
  deleteReportSchedule: 'report',
  resendReportScheduleConfirmation: 'report',
  // One's own API keys.
  listApiKeys: 'keys',
  createApiKey: 'keys',
  revokeApiKey: 'keys',
  // The workspace's integrations and brand.
  listWebhooks: 'integrate',
  createWebhook: 'integrate',
  updateWebhook: 'integrate',
  deleteWebhook: 'integrate',
  rotateWebhookSecret: 'integrate',
  testWebhook: 'integrate',
  listWebhookDeliveries: 'integrate',
  saveBranding: 'integrate',
  deleteBranding: 'integrate',
  // The activity log and the people in the workspace.
  listAuditLog: 'audit',
  listMembers: 'audit',
  inviteMember: 'audit',
  revokeInvitation: 'audit',
  removeMember: 'audit',
  // Roles and the workspace itself.
  updateMember: 'ownership',
  setTeamTwoStep: 'ownership',
  transferOwnership: 'ownership',
  // The plan.
  startTrial: 'billing',
};

/**
 * Operations outside `/api/v1/me` that a signed-in caller makes in the workspace they act in: a check or an SEO
 * snapshot spends its searches and is saved to its history; a checkout or the billing portal pays for its plan.
 */
export const WORKSPACE_OPERATION_CAPABILITIES: Readonly<Record<string, Capability>> = {
  runRankCheck: 'track',
  takeSeoSnapshot: 'track',
  createCheckout: 'billing',
  confirmCheckout: 'billing',
  openBillingPortal: 'billing',
};

/**
 * How a client's read is limited to the sites chosen for them (decision 025), by operation id:
 * - `path`: the site is the `:site` of the path; `query`: the `site` of the query, which a client must send;
 * - `listed`: a list of sites, narrowed by its handler to theirs;
 * - `workspace`: nothing of one site (the plan, the white label a client sees).
 * A `read` operation missing here is refused to clients: the dashboard's totals, competitors, schedules and alert
 * rules span sites a client may not see.
 */
export const CLIENT_SITE_SCOPE: Readonly<Record<string, 'path' | 'query' | 'listed' | 'workspace'>> = {
  getPlan: 'workspace',
  getBranding: 'workspace',
  listSites: 'listed',
  listReportSites: 'listed',
  getSite: 'path',
  listSiteKeywords: 'path',
  getSiteKeyword: 'path',
  listSiteKeywordIds: 'path',
  exportSiteKeywords: 'path',
  getSiteVisibility: 'path',
  listHistory: 'query',
  exportHistoryCsv: 'query',
  getKeywordSeries: 'query',
  getReport: 'query',
  downloadReportPdf: 'query',
};
