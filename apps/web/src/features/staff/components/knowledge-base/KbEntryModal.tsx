import {
  Alert,
  Button,
  Group,
  Input,
  Modal,
  MultiSelect,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Textarea,
} from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import {
  KB_ACCESS_LABELS,
  KB_ACCESS_LEVELS,
  KB_LIMITS,
  kbEntryInputSchema,
  type KbAccessLevel,
  type KbEntryValues,
} from '@trust/shared';
import { submitWith } from '@/lib/form-errors';
import '@/app/floating-styles';
import { SimilarEntries } from './SimilarEntries';

const ACCESS_HINTS: Record<KbAccessLevel, string> = {
  public: 'Everyone who visits the trust center.',
  private: 'Signed-in members of customer accounts.',
  internal: 'Your staff only: search in /app and previews.',
};

export const EMPTY_ENTRY: KbEntryValues = {
  question: '',
  answer: '',
  comment: null,
  accessLevel: 'public',
  productIds: [],
  favorite: false,
};

/** Write or change one entry: question, answer, comment, who may read it, products, favourite. */
export function KbEntryModal({
  title,
  initial,
  entryId,
  products,
  onSave,
  onClose,
}: {
  title: string;
  initial: KbEntryValues;
  /** The entry being edited; none for a new one. */
  entryId?: string;
  products: { productId: string; productName: string }[];
  onSave: (values: KbEntryValues) => Promise<void>;
  onClose: () => void;
}) {
  const form = useForm<KbEntryValues>({ defaultValues: { ...initial, comment: initial.comment ?? '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    if (await submitWith(form, kbEntryInputSchema, values, onSave)) onClose();
  });
  return (
    <Modal opened onClose={onClose} title={title} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {errors.root && (
            <Alert color="red" role="alert">
              {errors.root.message}
            </Alert>
          )}
          <Textarea
            label="Question"
            autosize
            minRows={1}
            maxLength={KB_LIMITS.questionMax}
            {...form.register('question')}
            error={errors.question?.message}
            data-autofocus
          />
          <SimilarEntries question={form.watch('question')} except={entryId} />
          <Textarea
            label="Answer"
            autosize
            minRows={4}
            maxRows={14}
            maxLength={KB_LIMITS.answerMax}
            {...form.register('answer')}
            error={errors.answer?.message}
          />
          <Textarea
            label="Comment (optional)"
            description="Context shown with the answer, such as the policy it comes from."
            autosize
            minRows={1}
            maxLength={KB_LIMITS.commentMax}
            {...form.register('comment')}
            error={errors.comment?.message}
          />
          <Controller
            control={form.control}
            name="accessLevel"
            render={({ field }) => (
              <Input.Wrapper
                label="Who can read it"
                description={ACCESS_HINTS[field.value]}
                id="kb-access-level"
              >
                <SegmentedControl
                  id="kb-access-level"
                  mt={4}
                  fullWidth
                  value={field.value}
                  onChange={(value) => field.onChange(value as KbAccessLevel)}
                  data={KB_ACCESS_LEVELS.map((level) => ({ value: level, label: KB_ACCESS_LABELS[level] }))}
                />
              </Input.Wrapper>
            )}
          />
          {products.length > 1 && (
            <Controller
              control={form.control}
              name="productIds"
              render={({ field }) => (
                <MultiSelect
                  label="Products"
                  description="Leave empty for every product"
                  data={products.map((p) => ({ value: p.productId, label: p.productName }))}
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.productIds?.message}
                />
              )}
            />
          )}
          <Controller
            control={form.control}
            name="favorite"
            render={({ field }) => (
              <Switch
                label="Favourite: listed first on the Knowledge Base card"
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
          <Text fz="xs" c="dimmed">
            Visitors find entries in search and, where Trust Center AI is on, in Ask AI answers.
          </Text>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
