import type { FormEvent } from 'react';
import { Button } from '../../ui/Button';
import { TextAreaField } from '../../ui/TextField';

/**
 * The ADMIN's reason for closing a job before its day (the done-before-date rule, issue #25): one
 * required field (500 characters) and its button, the same on events and pickups.
 */
export function ForceReasonForm(props: {
  id: string;
  title: string;
  label: string;
  submitLabel: string;
  value: string;
  error: string | null;
  busy: boolean;
  onChange: (value: string) => void;
  onSubmit: () => void;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <form aria-label={props.title} noValidate onSubmit={submit}>
      <TextAreaField
        id={props.id}
        label={props.label}
        required
        rows={3}
        maxLength={500}
        value={props.value}
        error={props.error ?? undefined}
        onChange={(e) => props.onChange(e.target.value)}
      />
      <Button type="submit" disabled={props.busy}>
        {props.submitLabel}
      </Button>
    </form>
  );
}
