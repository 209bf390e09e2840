import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AUTH_MESSAGES, loginRequestSchema, type LoginRequest } from '../../../../shared/admin';
import { LOGIN_REDIRECT_DELAY_MS } from '../../../../shared/constants';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { setAdminMarker } from '../../../lib/admin-marker';
import { adminToast, failureMessage } from '../../../lib/admin-toast';
import { paths } from '../../../lib/paths';
import { login } from '../api/admin-session';

/** SPEC §2 Admin Login: userId and password; on success a toast, then the dashboard after 2 s. */
export function LoginForm() {
  const { t } = useTranslation('adminAuth');
  const navigate = useNavigate();
  const redirectTimer = useRef<number | undefined>(undefined);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { userId: '', password: '' },
  });
  const mutation = useMutation({
    mutationFn: login,
    onSuccess: () => {
      setAdminMarker();
      adminToast.success(AUTH_MESSAGES.loginSuccess);
      redirectTimer.current = window.setTimeout(
        () => navigate(paths.admin.dashboard.getHref(), { replace: true }),
        LOGIN_REDIRECT_DELAY_MS,
      );
    },
    onError: (error) => {
      adminToast.error(
        failureMessage(error, AUTH_MESSAGES.invalidCredentials, AUTH_MESSAGES.somethingWrong),
      );
    },
  });
  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);
  // The user ID is where the cursor starts. The form can be drawn before its page is shown (while
  // the page's texts load), and focus lands only on an element in the document: until it is,
  // try again each frame. (An autofocus attribute acts only on the first page a tab loads.)
  useEffect(() => {
    let frame = 0;
    const focusUserId = () => {
      const field = formRef.current?.elements.namedItem('userId');
      if (field instanceof HTMLInputElement && field.isConnected) form.setFocus('userId');
      else frame = requestAnimationFrame(focusUserId);
    };
    focusUserId();
    return () => cancelAnimationFrame(frame);
  }, [form]);

  const { errors } = form.formState;
  const busy = mutation.isPending || mutation.isSuccess;
  return (
    <form
      ref={formRef}
      noValidate
      className="space-y-5"
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
    >
      <TextField
        label={t('userId')}
        autoComplete="username"
        error={errors.userId?.message}
        {...form.register('userId')}
      />
      <TextField
        label={t('password')}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" className="w-full" disabled={busy}>
        {mutation.isPending ? t('signingIn') : mutation.isSuccess ? t('redirecting') : t('login')}
      </Button>
    </form>
  );
}
