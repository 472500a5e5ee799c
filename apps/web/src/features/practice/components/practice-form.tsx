import { type FormEvent, useState } from 'react';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { CheckboxField } from '#components/ui/checkbox-field.tsx';
import { SelectField } from '#components/ui/select-field.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { TextareaField } from '#components/ui/textarea-field.tsx';

const COUNTRIES = [
  { value: '', label: 'Select a country' },
  { value: 'AU', label: 'Australia' },
  { value: 'CA', label: 'Canada' },
  { value: 'DE', label: 'Germany' },
  { value: 'GB', label: 'United Kingdom' },
  { value: 'US', label: 'United States' },
];

const EMPTY = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  street: '',
  city: '',
  postalCode: '',
  country: '',
  company: '',
  jobTitle: '',
  coverLetter: '',
  newsletter: false,
};

/**
 * A practice job application to try the extension on: React-controlled like the forms people
 * meet, nothing is sent anywhere (submitting only says so).
 */
export function PracticeForm() {
  const [values, setValues] = useState(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const text = (name: Exclude<keyof typeof EMPTY, 'newsletter'>) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-label="Practice job application">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" autoComplete="off" {...text('firstName')} />
        <TextField label="Last name" autoComplete="off" {...text('lastName')} />
        <TextField label="Email" type="email" autoComplete="off" {...text('email')} />
        <TextField label="Phone" type="tel" autoComplete="off" {...text('phone')} />
      </div>
      <TextField label="Street address" autoComplete="off" {...text('street')} />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label="City" autoComplete="off" {...text('city')} />
        <TextField label="Postal code" autoComplete="off" {...text('postalCode')} />
        <SelectField label="Country" options={COUNTRIES} {...text('country')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Current company" autoComplete="off" {...text('company')} />
        <TextField label="Job title" autoComplete="off" {...text('jobTitle')} />
      </div>
      <TextareaField label="Cover letter" rows={5} {...text('coverLetter')} />
      <CheckboxField
        label="Send me job alerts by email"
        checked={values.newsletter}
        onChange={(event) => setValues((v) => ({ ...v, newsletter: event.target.checked }))}
      />
      {submitted && <Alert tone="success">This practice form sends nothing: what you see is all that happened.</Alert>}
      <div className="flex gap-3">
        <Button type="submit">Submit application</Button>
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            setValues(EMPTY);
            setSubmitted(false);
          }}
        >
          Clear the form
        </Button>
      </div>
    </form>
  );
}
