import {
  Anchor,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import {
  ACCESS_MESSAGES,
  accessRequestBodySchema,
  missingAccessFields,
  RELATIONSHIP_LABELS,
  RELATIONSHIPS,
  type AccessRequestBody,
  type AccessRequestErrorCode,
  type PortalView,
} from '@trust/shared';
import { ApiError } from '@/lib/api';
import { postAccessRequest, rememberEmail } from '../api';
import { rememberPendingRequest } from '../pending-request';
import { COUNTRY_OPTIONS } from './countries';
import type { FeedbackKind } from './Feedback';
import '@/app/floating-styles';
import { reportError } from '@/lib/report-error';

interface RequestValues {
  email: string;
  firstName: string;
  lastName: string;
  companyName: string;
  jobTitle: string;
  pointOfContact: string;
  relationship: string | null;
  country: string | null;
  accountMemberRequestProducts: string[];
  customCheckbox: boolean;
  reason: string;
  agree: boolean;
  subscribe: boolean;
}

interface RequestFormProps {
  view: PortalView;
  productId: string;
  email: string;
  hidden: { itemUid?: string; itemKind?: string; source?: string; invitedColleagueToken?: string };
  visitorId?: () => string | undefined;
  onBack: (email: string) => void;
  onFeedback: (kind: FeedbackKind, email: string) => void;
}

/** Where each request code of visitor spec section 8 leads; request_approved counts as success. */
const OUTCOME: Partial<Record<AccessRequestErrorCode, FeedbackKind>> = {
  pending_request: 'pending',
  request_declined: 'declined',
  request_declined_blocked_domain: 'declined',
  request_declined_third_party: 'declined',
  request_access_auto_declined: 'declined',
  access_expired: 'expired',
  account_already_exists: 'autoApproved',
  request_approved: 'sent',
};

const optional = (value: string | null) => (value === null || value.trim() === '' ? undefined : value);

export function RequestForm({
  view,
  productId,
  email,
  hidden,
  visitorId,
  onBack,
  onFeedback,
}: RequestFormProps) {
  const { customization, products } = {
    customization: view.sharedInfo.customization,
    products: view.sharedInfo.products,
  };
  const fields = customization.accessRequestFields;

  const toBody = (v: RequestValues): Partial<AccessRequestBody> => ({
    email: v.email,
    firstName: v.firstName,
    lastName: v.lastName,
    companyName: v.companyName,
    agree: v.agree as true,
    subscribe: v.subscribe || undefined,
    jobTitle: optional(v.jobTitle),
    pointOfContact: optional(v.pointOfContact),
    relationship: optional(v.relationship) as AccessRequestBody['relationship'],
    country: optional(v.country),
    accountMemberRequestProducts: fields.accountMemberRequestProducts
      ? v.accountMemberRequestProducts
      : undefined,
    customCheckbox: fields.customCheckbox.enabled ? v.customCheckbox : undefined,
    reason: fields.reasonField ? optional(v.reason) : undefined,
    productId,
    ...hidden,
    statusPageCustomizationRevision: customization.revision,
  });

  /** The shared schema, plus the fields this organisation switched on. */
  const resolver: Resolver<RequestValues> = async (values) => {
    const body = toBody(values);
    const errors: Record<string, { type: string; message: string }> = {};
    const parsed = accessRequestBodySchema.safeParse(body);
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        errors[String(issue.path[0])] ??= { type: 'validation', message: issue.message };
    for (const [field, message] of Object.entries(missingAccessFields(fields, body)))
      errors[field] ??= { type: 'required', message };
    return Object.keys(errors).length
      ? { values: {}, errors: errors as FieldErrors<RequestValues> }
      : { values, errors: {} };
  };

  const form = useForm<RequestValues>({
    resolver,
    defaultValues: {
      email,
      firstName: '',
      lastName: '',
      companyName: '',
      jobTitle: '',
      pointOfContact: '',
      relationship: null,
      country: null,
      accountMemberRequestProducts: [productId],
      customCheckbox: false,
      reason: '',
      agree: false,
      subscribe: false,
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const body = accessRequestBodySchema.parse({ ...toBody(values), visitorId: visitorId?.() });
    try {
      const result = await postAccessRequest(view.organisation.slug, body);
      rememberEmail(body.email);
      if (result.requestId)
        rememberPendingRequest(view.organisation.slug, { requestId: result.requestId, email: body.email });
      onFeedback(result.status === 'Pending' ? 'sent' : 'autoApproved', body.email);
    } catch (error) {
      if (error instanceof ApiError) {
        if (error.code === 'not_work_email')
          return form.setError('email', { message: ACCESS_MESSAGES.workEmail });
        const outcome = OUTCOME[error.code as AccessRequestErrorCode];
        if (outcome) return onFeedback(outcome, body.email);
        if (error.code === 'validation_error' && error.fields) {
          for (const [field, message] of Object.entries(error.fields))
            form.setError(field as keyof RequestValues, { message });
          return;
        }
        if (error.code === 'rate_limited') return form.setError('root', { message: error.message });
      }
      reportError('Access request failed', error);
      form.setError('root', { message: ACCESS_MESSAGES.unknown });
    }
  });

  const terms = [
    customization.termsOfServiceUrl && (
      <Anchor
        key="tos"
        href={customization.termsOfServiceUrl}
        target="_blank"
        rel="noopener noreferrer"
        inherit
      >
        Terms of Service
      </Anchor>
    ),
    customization.privacyNoticeUrl && (
      <Anchor
        key="privacy"
        href={customization.privacyNoticeUrl}
        target="_blank"
        rel="noopener noreferrer"
        inherit
      >
        Privacy Notice
      </Anchor>
    ),
  ].filter(Boolean);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="First name"
            autoComplete="given-name"
            withAsterisk
            {...form.register('firstName')}
            error={errors.firstName?.message}
            data-autofocus
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            withAsterisk
            {...form.register('lastName')}
            error={errors.lastName?.message}
          />
        </SimpleGrid>
        <TextInput
          label="Work email"
          type="email"
          autoComplete="email"
          withAsterisk
          {...form.register('email')}
          error={errors.email?.message}
        />
        <TextInput
          label="Company name"
          autoComplete="organization"
          withAsterisk
          {...form.register('companyName')}
          error={errors.companyName?.message}
        />
        {fields.jobTitleTextField && (
          <TextInput
            label="Job title"
            autoComplete="organization-title"
            withAsterisk={!fields.optionalFields.includes('jobTitle')}
            {...form.register('jobTitle')}
            error={errors.jobTitle?.message}
          />
        )}
        {fields.pointOfContactField && (
          <TextInput
            label="Point of contact"
            type="email"
            description={ACCESS_MESSAGES.contactHint}
            withAsterisk={!fields.optionalFields.includes('pointOfContact')}
            {...form.register('pointOfContact')}
            error={errors.pointOfContact?.message}
          />
        )}
        {fields.relationshipDropdown && (
          <Controller
            control={form.control}
            name="relationship"
            render={({ field }) => (
              <Select
                label="Relationship"
                withAsterisk={!fields.optionalFields.includes('relationship')}
                data={RELATIONSHIPS.map((value) => ({ value, label: RELATIONSHIP_LABELS[value] }))}
                value={field.value}
                onChange={field.onChange}
                error={errors.relationship?.message}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
        )}
        {fields.countriesDropdown && (
          <Controller
            control={form.control}
            name="country"
            render={({ field }) => (
              <Select
                label="Country"
                withAsterisk={!fields.optionalFields.includes('country')}
                searchable
                data={COUNTRY_OPTIONS}
                value={field.value}
                onChange={field.onChange}
                error={errors.country?.message}
              />
            )}
          />
        )}
        {fields.accountMemberRequestProducts && products.length > 1 && (
          <Controller
            control={form.control}
            name="accountMemberRequestProducts"
            render={({ field }) => (
              <MultiSelect
                label="Products"
                withAsterisk={!fields.optionalFields.includes('accountMemberRequestProducts')}
                data={products.map((p) => ({ value: p.productId, label: p.productName }))}
                value={field.value}
                onChange={field.onChange}
                error={errors.accountMemberRequestProducts?.message}
              />
            )}
          />
        )}
        {fields.reasonField && (
          <Textarea
            label="Reason for your request"
            description="Optional: what you are reviewing, to help the team decide."
            autosize
            minRows={2}
            maxRows={6}
            {...form.register('reason')}
            error={errors.reason?.message}
          />
        )}
        {fields.customCheckbox.enabled && (
          <Checkbox
            label={fields.customCheckbox.label}
            {...form.register('customCheckbox')}
            error={errors.customCheckbox?.message}
          />
        )}
        <Checkbox
          {...form.register('agree')}
          error={errors.agree?.message}
          label={
            terms.length ? (
              <>
                I agree to the{' '}
                {terms.reduce(
                  (acc, el, i) => (i === 0 ? [el] : [...acc, ' and ', el]),
                  [] as React.ReactNode[],
                )}
              </>
            ) : (
              `I agree that ${view.organisation.name} may process these details to review my request`
            )
          }
        />
        {customization.subscribeEnabled && (
          <Checkbox
            {...form.register('subscribe')}
            label={`Send me ${view.organisation.name}'s trust centre updates`}
          />
        )}
        {errors.root && (
          <Text c="red" fz="sm">
            {errors.root.message}
          </Text>
        )}
        <Group justify="space-between" mt="xs">
          <Button variant="default" type="button" onClick={() => onBack(form.getValues('email'))}>
            Back
          </Button>
          <Button type="submit" loading={isSubmitting} disabled={isSubmitting}>
            Request access
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
