import { useMutation } from '@apollo/client/react';
import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { object, string } from 'yup';
import { EMAIL_PATTERN } from '@shared/validation';
import { adminPaths } from '../../lib/paths';
import { RequestPasswordResetDocument } from '../../graphql/graphql';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { FormikEmailField } from '../../ui/FormikFields';
import { useLanguage } from '../kit/i18n/error-text';
import { useAdminTitle } from '../kit/use-admin-title';
import { loginErrorText } from './login-error';
import styles from './LoginPage.module.css';

/**
 * /admin/mot-de-passe-oublie (issue #27): asks for a reset link. The server answers the same
 * whether the account exists or not; its sentence is shown as is.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  useAdminTitle(t('passwordReset.forgotTitle'));
  const [request] = useMutation(RequestPasswordResetDocument);
  const [sent, setSent] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(() => object({ email: string().trim().required(t('login.emailRequired')).matches(EMAIL_PATTERN, t('login.emailInvalid')) }), [t]);

  return (
    <main className={`standalone ${styles['admin-login']}`} id="admin-contenu">
      <div className={`card ${styles['admin-login__card']}`}>
        <h1 className="card__title">{t('passwordReset.forgotTitle')}</h1>
        <p className={styles['admin-login__lead']}>{t('passwordReset.forgotLead')}</p>
        {sent ? (
          <Alert tone="success" role="status">
            {sent}
          </Alert>
        ) : (
          <Formik
            initialValues={{ email: '' }}
            validationSchema={schema}
            onSubmit={async (values) => {
              setFormError(null);
              try {
                const { data } = await request({ variables: { input: { email: values.email.trim() } } });
                setSent(data?.requestPasswordReset ?? '');
              } catch (error) {
                setFormError(loginErrorText(error, language, t));
              }
            }}
          >
            {({ isSubmitting }) => (
              <Form className="form" noValidate>
                <FormikEmailField id="forgot-email" name="email" label={t('passwordReset.email')} autoComplete="username" inputMode="email" required />
                <div role="alert" className="form__status">
                  {formError && <Alert tone="error">{formError}</Alert>}
                </div>
                <div className="form__actions">
                  <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
                    {isSubmitting ? t('passwordReset.sending') : t('passwordReset.send')}
                  </Button>
                </div>
              </Form>
            )}
          </Formik>
        )}
        <p className={styles['admin-login__back']}>
          <Link to={adminPaths.login.href()}>{t('passwordReset.backToLogin')}</Link>
        </p>
      </div>
    </main>
  );
}
