import { Button, Group, Modal, MultiSelect, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useState } from 'react';
import {
  UPDATE_CATEGORIES,
  UPDATE_CATEGORY_LABELS,
  type StaffTopic,
  type UpdateCategory,
} from '@trust/shared';
import { ApiError } from '@/lib/api';
import { useUpdatesAdmin } from '../../api';
import '@/app/floating-styles';

const CATEGORY_OPTIONS = UPDATE_CATEGORIES.map((c) => ({ value: c, label: UPDATE_CATEGORY_LABELS[c] }));

/** Create or change a topic: subject, category, hidden, pinned, and the products it concerns. */
export function TopicModal({
  topic,
  products,
  onClose,
}: {
  topic: StaffTopic | null;
  products: { productId: string; productName: string }[];
  onClose: () => void;
}) {
  const admin = useUpdatesAdmin();
  const [subject, setSubject] = useState(topic?.subject ?? '');
  const [category, setCategory] = useState<UpdateCategory>(topic?.category ?? 'compliance');
  const [hidden, setHidden] = useState(topic?.hidden ?? false);
  const [isPinned, setPinned] = useState(topic?.isPinned ?? false);
  const [productIds, setProductIds] = useState<string[]>(topic?.productIds ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = async () => {
    try {
      await admin.saveTopic.mutateAsync({
        id: topic?.id ?? null,
        body: { subject, category, hidden, isPinned, productIds },
      });
      onClose();
    } catch (error) {
      setErrors(
        error instanceof ApiError
          ? (error.fields ?? { subject: error.message })
          : { subject: 'Unfortunately, an unknown error has occurred.' },
      );
    }
  };
  return (
    <Modal opened onClose={onClose} title={topic ? 'Edit topic' : 'New topic'} size="lg">
      <Stack gap="sm">
        <TextInput
          label="Subject"
          value={subject}
          onChange={(e) => setSubject(e.currentTarget.value)}
          error={errors.subject}
          data-autofocus
        />
        <Select
          label="Category"
          data={CATEGORY_OPTIONS}
          value={category}
          onChange={(v) => v && setCategory(v as UpdateCategory)}
          allowDeselect={false}
        />
        <MultiSelect
          label="Products"
          description="Leave empty for every product"
          data={products.map((p) => ({ value: p.productId, label: p.productName }))}
          value={productIds}
          onChange={setProductIds}
          error={errors.productIds}
        />
        <Switch
          label="Pinned: shown first"
          checked={isPinned}
          onChange={(e) => setPinned(e.currentTarget.checked)}
        />
        <Switch
          label="Hidden from the Trust Center"
          checked={hidden}
          onChange={(e) => setHidden(e.currentTarget.checked)}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void save()} loading={admin.saveTopic.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
