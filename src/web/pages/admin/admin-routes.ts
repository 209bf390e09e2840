// The single entry of the admin chunk: every lazy admin route imports this module, so the whole
// admin tree is one separate download that public visitors never fetch.
import { preloadToasts } from '../../lib/toast';

export { AdminRoot } from './admin-root';
export { AdminLoginPage } from './admin-login-page';
export { AdminDashboardPage } from './admin-dashboard-page';
export { AdminScreenPage } from './admin-screen-page';
export { AdminNotFoundPage } from './admin-not-found-page';
export { AdminShell, adminShellLoader } from '../../layouts/admin/admin-shell';
export { DraftPreviewPage, draftPreviewLoader } from './draft-preview-page';
// The public bike page, drawn inside the preview from the draft.
export { ViewDetailsPage as PreviewBikePage } from '../view-details-page';

// Every admin screen answers with toasts: their script comes with the panel's, not after a
// failed save on a network that has just gone down.
preloadToasts();
