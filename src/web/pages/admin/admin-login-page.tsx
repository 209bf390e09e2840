import { AdminCardPage } from './admin-card-page';

/** Placeholder: the sign-in form (userId, password) arrives with the admin issue. */
export function AdminLoginPage() {
  return (
    <AdminCardPage title="Admin Login">
      <p>Staff sign-in arrives soon.</p>
      <p className="text-sm">
        The admin panel for reports, prices, vehicles, offers and the gallery is being prepared.
      </p>
    </AdminCardPage>
  );
}
