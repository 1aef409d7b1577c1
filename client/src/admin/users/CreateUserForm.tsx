import { useMutation } from '@apollo/client/react';
import { Form, Formik, type FormikErrors, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseRole, Role } from '@shared/roles';
import { AdminUsersDocument, CreateUserDocument } from '../../graphql/graphql';
import { toFormikErrors } from '../../lib/errors/to-formik-errors';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { FieldErrorRule, FormikEmailField, FormikPasswordField, FormikSelectField, FormikTextField, showAlways } from '../../ui/FormikFields';
import { useErrorText, useLanguage } from '../kit/i18n/error-text';
import styles from './UsersPanel.module.css';

interface NewUserValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  role: string;
  hireDate: string;
}

const EMPTY: NewUserValues = { firstName: '', lastName: '', email: '', password: '', role: Role.EMPLOYEE, hireDate: '' };

/**
 * Spec §5, new user: e-mail and password required ('Email et mot de passe sont requis.'), the
 * e-mail trimmed; role upper-cased and one of the four roles ('Rôle invalide.'). A password made
 * of spaces only counts as empty; otherwise it is sent as typed (the server applies its rule).
 */
export function CreateUserForm({ roles, onCreated }: { roles: readonly Role[]; onCreated: (email: string) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const [createUser] = useMutation(CreateUserDocument);
  const [failure, setFailure] = useState<string | null>(null);

  const validate = (values: NewUserValues): FormikErrors<NewUserValues> => {
    const errors: FormikErrors<NewUserValues> = {};
    if (values.email.trim() === '' || values.password.trim() === '') {
      const message = t('users.create.required');
      if (values.email.trim() === '') errors.email = message;
      if (values.password.trim() === '') errors.password = message;
    }
    if (!parseRole(values.role)) errors.role = t('users.create.invalidRole');
    if (values.firstName.trim() === '') errors.firstName = t('staffAccount.firstNameRequired');
    if (values.lastName.trim() === '') errors.lastName = t('staffAccount.lastNameRequired');
    return errors;
  };

  const submit = async (values: NewUserValues, helpers: FormikHelpers<NewUserValues>) => {
    setFailure(null);
    const email = values.email.trim();
    const role = parseRole(values.role) ?? Role.EMPLOYEE;
    try {
      await createUser({
        variables: { input: { email, password: values.password, role, firstName: values.firstName.trim(), lastName: values.lastName.trim(), hireDate: values.hireDate || null } },
        refetchQueries: [AdminUsersDocument],
        awaitRefetchQueries: true,
      });
      helpers.resetForm();
      onCreated(email.toLowerCase());
    } catch (error) {
      const fieldErrors = toFormikErrors<NewUserValues>(error);
      if (language === 'fr' && Object.keys(fieldErrors).length > 0) helpers.setErrors(fieldErrors);
      else setFailure(errorText(error, t('users.createFailed')));
    }
  };

  return (
    <section className={styles['users__create']} aria-labelledby="users-create-title">
      <h3 className="admin-section__subtitle" id="users-create-title">
        {t('users.create.title')}
      </h3>
      <Formik initialValues={EMPTY} validate={validate} validateOnChange={false} validateOnBlur={false} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form className={`form ${styles['users__create-form']}`} noValidate>
            <FieldErrorRule value={showAlways}>
              <FormikTextField id="new-user-first-name" name="firstName" label={t('staffAccount.firstName')} autoComplete="off" maxLength={60} required />
              <FormikTextField id="new-user-last-name" name="lastName" label={t('staffAccount.lastName')} autoComplete="off" maxLength={60} required />
              <FormikEmailField id="new-user-email" name="email" label={t('users.create.email')} autoComplete="off" />
              <FormikPasswordField
                id="new-user-password"
                name="password"
                label={t('users.create.password')}
                toggleLabel={t('login.showPassword')}
                autoComplete="new-password"
                hint={t('users.create.passwordHint')}
              />
              <FormikSelectField id="new-user-role" name="role" label={t('users.create.role')} options={roles.map((role) => ({ value: role, label: t(`roles.${role}`) }))} />
              <FormikTextField id="new-user-hire-date" name="hireDate" type="date" label={t('staffAccount.hireDate')} hint={t('staffAccount.hireDateHint')} />
            </FieldErrorRule>
            <div role="alert" className="form__status">
              {failure && <Alert tone="error">{failure}</Alert>}
            </div>
            <div className="form__actions">
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? t('users.create.submitting') : t('users.create.submit')}
              </Button>
            </div>
          </Form>
        )}
      </Formik>
    </section>
  );
}
