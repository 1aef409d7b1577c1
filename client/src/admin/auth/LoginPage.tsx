import { useApolloClient, useMutation } from '@apollo/client/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { boolean, object, string } from 'yup';
import { EMAIL_PATTERN } from '@shared/validation';
import { adminPaths } from '../../lib/paths';
import { AdminLoginDocument } from '../../graphql/graphql';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { FormikCheckbox, FormikEmailField, FormikPasswordField } from '../../ui/FormikFields';
import { useLanguage } from '../kit/i18n/error-text';
import { useAdminTitle } from '../kit/use-admin-title';
import { loginErrorText } from './login-error';
import type { LoginLocationState } from '../kit/session-context';
import { saveToken } from '../kit/token-storage';
import styles from './LoginPage.module.css';

interface LoginValues {
  email: string;
  password: string;
  remember: boolean;
}

const INITIAL_VALUES: LoginValues = { email: '', password: '', remember: false };

/**
 * /admin/login (spec §2, §5): outside the admin layout. On success the token is stored (local
 * storage with 'Se souvenir de moi', session storage otherwise) and the user goes to the dashboard.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  useAdminTitle(t('login.title'));
  const navigate = useNavigate();
  const location = useLocation();
  const client = useApolloClient();
  const [login] = useMutation(AdminLoginDocument);
  const [formError, setFormError] = useState<string | null>(null);
  const sessionExpired = (location.state as LoginLocationState | null)?.sessionExpired === true;

  // Whatever the previous session loaded stays out of the next one.
  useEffect(() => {
    void client.clearStore().catch(() => undefined);
  }, [client]);

  const schema = useMemo(
    () =>
      object({
        email: string().trim().required(t('login.emailRequired')).matches(EMAIL_PATTERN, t('login.emailInvalid')),
        password: string().required(t('login.passwordRequired')),
        remember: boolean().required(),
      }),
    [t],
  );

  const submit = async (values: LoginValues, helpers: FormikHelpers<LoginValues>) => {
    setFormError(null);
    try {
      const { data } = await login({ variables: { input: { email: values.email.trim(), password: values.password } } });
      const token = data?.login.token;
      if (!token) {
        setFormError(t('login.noTokenInAnswer'));
        return;
      }
      saveToken(token, { remember: values.remember, role: data.login.user.role });
      // An administrator required a new password: Paramètres first (the server refuses the rest).
      await navigate(data.login.user.mustChangePassword ? adminPaths.settings.href() : adminPaths.dashboard.href(), { replace: true });
    } catch (error) {
      setFormError(loginErrorText(error, language, t));
      helpers.setFieldValue('password', '', false);
    }
  };

  return (
    <main className={`standalone ${styles['admin-login']}`} id="admin-contenu">
      <div className={`card ${styles['admin-login__card']}`}>
        <h1 className="card__title">{t('login.title')}</h1>
        <p className={styles['admin-login__lead']}>{t('login.lead')}</p>
        {sessionExpired && !formError && (
          <Alert tone="info" role="status">
            {t('login.sessionExpired')}
          </Alert>
        )}
        <Formik initialValues={INITIAL_VALUES} validationSchema={schema} onSubmit={submit}>
          {({ isSubmitting }) => (
            <Form className="form" noValidate>
              <FormikEmailField id="login-email" name="email" label={t('login.email')} autoComplete="username" inputMode="email" required />
              <FormikPasswordField id="login-password" name="password" label={t('login.password')} toggleLabel={t('login.showPassword')} autoComplete="current-password" required />
              <FormikCheckbox id="login-remember" name="remember" label={t('login.remember')} hint={t('login.rememberHint')} />
              <div role="alert" className="form__status">
                {formError && <Alert tone="error">{formError}</Alert>}
              </div>
              <div className="form__actions">
                <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
                  {isSubmitting ? t('login.submitting') : t('login.submit')}
                </Button>
              </div>
            </Form>
          )}
        </Formik>
        <p className={styles['admin-login__back']}>
          <Link to={adminPaths.forgotPassword.href()}>{t('passwordReset.forgotLink')}</Link>
        </p>
        <p className={styles['admin-login__back']}>
          <a href="/">{t('common.backToSite')}</a>
        </p>
      </div>
    </main>
  );
}
