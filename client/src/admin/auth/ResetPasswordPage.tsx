import { useApolloClient, useMutation } from '@apollo/client/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { object, ref, string } from 'yup';
import { adminPaths } from '../../lib/paths';
import { ResetPasswordDocument } from '../../graphql/graphql';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { FormikPasswordField } from '../../ui/FormikFields';
import { useLanguage } from '../kit/i18n/error-text';
import { useAdminTitle } from '../kit/use-admin-title';
import { loginErrorText } from './login-error';
import { saveToken } from '../kit/token-storage';
import styles from './LoginPage.module.css';

/** The secret of the e-mailed link: `#jeton=…` (never sent to the server in the address). */
function tokenFromHash(): string | null {
  const match = /(?:^#|&)jeton=([A-Za-z0-9_-]{20,200})/.exec(window.location.hash);
  return match ? match[1]! : null;
}

interface ResetValues {
  newPassword: string;
  confirm: string;
}

/**
 * /admin/mot-de-passe#jeton=… (issue #27): the new password from a reset link. On success the
 * person is signed in (every other session ended by the server) and goes to their home page:
 * a driver to their route during the snow season.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  useAdminTitle(t('passwordReset.resetTitle'));
  const navigate = useNavigate();
  const client = useApolloClient();
  const [reset] = useMutation(ResetPasswordDocument);
  const [token] = useState(tokenFromHash);
  const [formError, setFormError] = useState<string | null>(null);

  useEffect(() => {
    // The secret leaves the address bar (and the history) once read.
    if (token) window.history.replaceState(window.history.state, '', window.location.pathname);
    void client.clearStore().catch(() => undefined);
  }, [token, client]);

  const schema = useMemo(
    () =>
      object({
        newPassword: string().required(t('passwordReset.required')),
        confirm: string()
          .required(t('passwordReset.required'))
          .oneOf([ref('newPassword')], t('passwordReset.mismatch')),
      }),
    [t],
  );

  const submit = async (values: ResetValues, helpers: FormikHelpers<ResetValues>) => {
    setFormError(null);
    try {
      const { data } = await reset({ variables: { input: { token: token ?? '', newPassword: values.newPassword } } });
      if (!data) return;
      saveToken(data.resetPassword.token, { remember: false, role: data.resetPassword.user.role });
      await navigate(adminPaths.root.href(), { replace: true });
    } catch (error) {
      setFormError(loginErrorText(error, language, t));
      helpers.setFieldValue('confirm', '', false);
    }
  };

  return (
    <main className={`standalone ${styles['admin-login']}`} id="admin-contenu">
      <div className={`card ${styles['admin-login__card']}`}>
        <h1 className="card__title">{t('passwordReset.resetTitle')}</h1>
        {token ? (
          <>
            <p className={styles['admin-login__lead']}>{t('passwordReset.resetLead')}</p>
            <Formik initialValues={{ newPassword: '', confirm: '' }} validationSchema={schema} onSubmit={submit}>
              {({ isSubmitting }) => (
                <Form className="form" noValidate>
                  <FormikPasswordField id="reset-new" name="newPassword" label={t('passwordReset.newPassword')} toggleLabel={t('passwordReset.showPassword')} autoComplete="new-password" required />
                  <FormikPasswordField id="reset-confirm" name="confirm" label={t('passwordReset.confirmPassword')} toggleLabel={t('passwordReset.showPassword')} autoComplete="new-password" required />
                  <div role="alert" className="form__status">
                    {formError && <Alert tone="error">{formError}</Alert>}
                  </div>
                  <div className="form__actions">
                    <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
                      {isSubmitting ? t('passwordReset.saving') : t('passwordReset.save')}
                    </Button>
                  </div>
                </Form>
              )}
            </Formik>
          </>
        ) : (
          <Alert tone="error">{t('passwordReset.noToken')}</Alert>
        )}
        <p className={styles['admin-login__back']}>
          <Link to={adminPaths.forgotPassword.href()}>{t('passwordReset.askAgain')}</Link>
        </p>
      </div>
    </main>
  );
}
