import { Button, Divider, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { slugFromName, type SignUpBody } from '@trust/shared';
import { FormError } from './AuthCard';
import { NewPasswordInput } from './NewPasswordInput';

const EMPTY: SignUpBody = {
  organisation: { name: '', slug: '', productName: '' },
  admin: { displayName: '', email: '', password: '' },
};

/**
 * The organisation and its first administrator (first-run setup and sign-up). The address follows
 * the name until the person edits it; the product is named after the organisation unless changed.
 */
export function NewOrganisationForm({
  submitLabel,
  onSubmit,
}: {
  submitLabel: string;
  onSubmit: (values: SignUpBody, form: ReturnType<typeof useForm<SignUpBody>>) => Promise<void>;
}) {
  const form = useForm<SignUpBody>({ defaultValues: EMPTY });
  const [slugEdited, setSlugEdited] = useState(false);
  const [productEdited, setProductEdited] = useState(false);
  const { errors, isSubmitting } = form.formState;
  const [name, slug, displayName, email, password] = form.watch([
    'organisation.name',
    'organisation.slug',
    'admin.displayName',
    'admin.email',
    'admin.password',
  ]);
  const nameField = form.register('organisation.name', {
    onChange: (event: { target: { value: string } }) => {
      if (!slugEdited) form.setValue('organisation.slug', slugFromName(event.target.value));
      if (!productEdited) form.setValue('organisation.productName', event.target.value);
    },
  });
  return (
    <form onSubmit={form.handleSubmit((values) => onSubmit(values, form))} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Organisation name"
          required
          {...nameField}
          error={errors.organisation?.name?.message}
          data-autofocus
        />
        <TextInput
          label="Address"
          description={`Your trust centre's address: ${window.location.origin}/${slug || '…'}`}
          required
          {...form.register('organisation.slug', { onChange: () => setSlugEdited(true) })}
          error={errors.organisation?.slug?.message}
        />
        <TextInput
          label="First product"
          description="Trust centres show one page per product; you can add more later."
          required
          {...form.register('organisation.productName', { onChange: () => setProductEdited(true) })}
          error={errors.organisation?.productName?.message}
        />
        <Divider my={4} label="Your administrator account" labelPosition="left" />
        <TextInput
          label="Your name"
          required
          autoComplete="name"
          {...form.register('admin.displayName')}
          error={errors.admin?.displayName?.message}
        />
        <TextInput
          label="Work email"
          type="email"
          required
          autoComplete="email"
          {...form.register('admin.email')}
          error={errors.admin?.email?.message}
        />
        <NewPasswordInput
          label="Password"
          required
          value={password}
          related={[displayName, email, name]}
          {...form.register('admin.password')}
          error={errors.admin?.password?.message}
        />
        <FormError message={errors.root?.message} />
        <Button type="submit" loading={isSubmitting} disabled={isSubmitting} fullWidth mt="xs">
          {submitLabel}
        </Button>
        <Text fz="xs" c="dimmed">
          You can change all of this later in Settings.
        </Text>
      </Stack>
    </form>
  );
}
