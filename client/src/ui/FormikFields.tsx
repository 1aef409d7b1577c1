import { getIn, useFormikContext } from 'formik';
import { createContext, useContext } from 'react';
import { Checkbox, type CheckboxProps } from './Checkbox';
import { FileField, type FileFieldProps } from './FileField';
import { PasswordField, type PasswordFieldProps } from './PasswordField';
import { SelectField, type SelectFieldProps } from './SelectField';
import { TextAreaField, TextField, type TextAreaFieldProps, type TextFieldProps } from './TextField';

/**
 * The field family wired to the surrounding Formik form (<Formik>, or <FormikProvider> around a
 * useFormik form) by `name`: value, onChange, onBlur and the error message come from Formik; every
 * other prop (id, label, hint, required…) goes to the plain field (TextField, SelectField, Checkbox,
 * TextAreaField, PasswordField, FileField), which renders the label, the required mark, the hint
 * and the error tied to the control with aria-describedby.
 *
 * When a field shows its error is each form's choice (`FieldErrorRule`); by default once the field
 * was touched.
 */
export type ErrorRule = (state: { touched: unknown; submitCount: number }) => boolean;

export const showWhenTouched: ErrorRule = ({ touched }) => touched === true;
export const showWhenTouchedOrSubmitted: ErrorRule = ({ touched, submitCount }) => Boolean(touched) || submitCount > 0;
export const showAlways: ErrorRule = () => true;

const ErrorRuleContext = createContext<ErrorRule>(showWhenTouched);
/** Sets the error rule of the fields inside it. */
export const FieldErrorRule = ErrorRuleContext.Provider;

/** Formik holds a string, or an array of them for list fields (one per item). */
export function firstMessage(value: unknown): string | undefined {
  if (typeof value === 'string') return value || undefined;
  if (Array.isArray(value)) return value.find((item): item is string => typeof item === 'string' && item !== '');
  return undefined;
}

/** The message to show under the field `name` now, by the form's error rule. */
export function useFieldError(): (name: string) => string | undefined {
  const { errors, touched, submitCount } = useFormikContext<unknown>();
  const rule = useContext(ErrorRuleContext);
  return (name: string) => (rule({ touched: getIn(touched, name), submitCount }) ? firstMessage(getIn(errors, name)) : undefined);
}

function useWired(name: string, type?: 'checkbox') {
  const formik = useFormikContext<unknown>();
  const errorFor = useFieldError();
  return { ...formik.getFieldProps(type ? { name, type } : name), error: errorFor(name) };
}

type Wired<P> = Omit<P, 'name' | 'value' | 'checked' | 'onChange' | 'onBlur' | 'error'> & { name: string };

export function FormikTextField({ name, ...props }: Wired<TextFieldProps>) {
  return <TextField {...props} {...useWired(name)} />;
}

/** An e-mail address: type email and autocomplete email unless told otherwise. */
export function FormikEmailField({ name, ...props }: Wired<TextFieldProps>) {
  return <TextField type="email" autoComplete="email" {...props} {...useWired(name)} />;
}

/** A phone number: type tel, numeric keypad, autocomplete tel unless told otherwise. */
export function FormikPhoneField({ name, ...props }: Wired<TextFieldProps>) {
  return <TextField type="tel" inputMode="tel" autoComplete="tel" {...props} {...useWired(name)} />;
}

/**
 * A number typed as text: type number and a numeric keypad, but Formik keeps what was typed (a
 * string) instead of turning it into a number; the form's schema checks it.
 */
export function FormikNumberField({ name, ...props }: Wired<TextFieldProps>) {
  const formik = useFormikContext<unknown>();
  const wired = useWired(name);
  return <TextField type="number" inputMode="numeric" {...props} {...wired} onChange={(event) => void formik.setFieldValue(name, event.target.value)} />;
}

export function FormikTextAreaField({ name, ...props }: Wired<TextAreaFieldProps>) {
  return <TextAreaField {...props} {...useWired(name)} />;
}

export function FormikSelectField({ name, ...props }: Wired<SelectFieldProps>) {
  return <SelectField {...props} {...useWired(name)} />;
}

export function FormikPasswordField({ name, ...props }: Wired<PasswordFieldProps>) {
  return <PasswordField {...props} {...useWired(name)} />;
}

export function FormikCheckbox({ name, ...props }: Wired<CheckboxProps>) {
  return <Checkbox {...props} {...useWired(name, 'checkbox')} />;
}

/** A list of chosen file names held by Formik under `name` (string[]). */
export function FormikFileField({ name, ...props }: Omit<FileFieldProps, 'names' | 'onChange' | 'error'> & { name: string }) {
  const formik = useFormikContext<unknown>();
  const errorFor = useFieldError();
  const names = (getIn(formik.values, name) as string[] | undefined) ?? [];
  return <FileField {...props} names={names} onChange={(next) => void formik.setFieldValue(name, next)} error={errorFor(name)} />;
}
