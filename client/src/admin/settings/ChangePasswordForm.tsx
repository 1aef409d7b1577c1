import { useApolloClient, useMutation } from '@apollo/client/react';
import { Form, Formik, type FormikErrors, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminMeDocument, ChangePasswordDocument } from '../../graphql/graphql';
import { toFormikErrors } from '../../lib/errors/to-formik-errors';
import { Button } from '../../ui/Button';
import { FieldErrorRule, FormikPasswordField, showAlways } from '../../ui/FormikFields';
import { FeedbackLines, type Feedback } from '../kit/FeedbackLines';
import { replaceToken } from '../kit/token-storage';
import { useErrorText, useLanguage } from '../kit/i18n/error-text';
import styles from './SettingsPage.module.css';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmation: string;
}

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirmation: '' };

/**
 * Spec §5: both new-password fields required ('Remplis les deux champs.') and equal ('Les mots de
 * passe ne correspondent pas.'); the server also asks for the current password and applies the
 * password rule. Success returns a new token (older ones stop working), stored where the old one was.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const [changePassword] = useMutation(ChangePasswordDocument);
  const client = useApolloClient();
  const [result, setResult] = useState<Feedback | null>(null);

  const validate = (values: PasswordValues): FormikErrors<PasswordValues> => {
    const errors: FormikErrors<PasswordValues> = {};
    if (values.currentPassword === '') errors.currentPassword = t('settings.password.currentRequired');
    if (values.newPassword === '' || values.confirmation === '') {
      errors[values.newPassword === '' ? 'newPassword' : 'confirmation'] = t('settings.password.bothRequired');
    } else if (values.newPassword !== values.confirmation) {
      errors.confirmation = t('settings.password.mismatch');
    }
    return errors;
  };

  const submit = async (values: PasswordValues, helpers: FormikHelpers<PasswordValues>) => {
    setResult(null);
    try {
      const { data } = await changePassword({
        variables: { input: { currentPassword: values.currentPassword, newPassword: values.newPassword } },
      });
      if (!data) throw new Error('No answer to changePassword');
      replaceToken(data.changePassword.token, data.changePassword.user.role);
      // A forced change (issue #27) is over: the session guard reads it again with the new token.
      await client.refetchQueries({ include: [AdminMeDocument] }).catch(() => undefined);
      helpers.resetForm();
      setResult({ tone: 'success', text: t('settings.password.changed') });
    } catch (error) {
      const fieldErrors = toFormikErrors<PasswordValues>(error);
      // In French the server's words go under the fields; otherwise one translated message.
      if (language === 'fr' && Object.keys(fieldErrors).length > 0) helpers.setErrors(fieldErrors);
      else setResult({ tone: 'error', text: errorText(error, t('settings.password.failed')) });
    }
  };

  return (
    <section className="card admin-section" aria-labelledby="settings-password">
      <h2 className="admin-section__title" id="settings-password">
        {t('settings.password.title')}
      </h2>
      <Formik initialValues={EMPTY} validate={validate} validateOnChange={false} validateOnBlur={false} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form className={`form ${styles['admin-settings__password']}`} noValidate>
            <FieldErrorRule value={showAlways}>
              <FormikPasswordField id="settings-current-password" name="currentPassword" label={t('settings.password.current')} toggleLabel={t('login.showPassword')} autoComplete="current-password" />
              <FormikPasswordField
                id="settings-new-password"
                name="newPassword"
                label={t('settings.password.new')}
                toggleLabel={t('login.showPassword')}
                autoComplete="new-password"
                hint={t('settings.password.hint')}
              />
              <FormikPasswordField id="settings-confirm-password" name="confirmation" label={t('settings.password.confirm')} toggleLabel={t('login.showPassword')} autoComplete="new-password" />
            </FieldErrorRule>
            <FeedbackLines feedback={result} />
            <div className="form__actions">
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? t('settings.password.submitting') : t('settings.password.submit')}
              </Button>
            </div>
          </Form>
        )}
      </Formik>
    </section>
  );
}
