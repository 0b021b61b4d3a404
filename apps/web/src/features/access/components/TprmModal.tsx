import { Button, Code, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  PARTNER_MESSAGES as M,
  TPRM_COPIED_MS,
  type MemberMe,
  type PortalView,
  type TprmTokenResponse,
} from '@trust/shared';
import '@/app/overlay-styles';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Code.css';
import { apiGet } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useCopy } from '@/lib/use-copy';

/**
 * Hands the organisation's trust data to a TPRM tool (visitor spec section 4): choose the tool
 * (Next only with a choice), then copy the one-time token it redeems; Back chooses again.
 */
export default function TprmModal({
  view,
  member,
  onClose,
}: {
  view: PortalView;
  member: MemberMe;
  onClose: () => void;
}) {
  const { partners } = view.sharedInfo;
  const [partnerId, setPartnerId] = useState<string | null>(null);
  const { copied, copy } = useCopy(TPRM_COPIED_MS);
  const issue = useMutation({
    mutationFn: (id: string) =>
      apiGet<TprmTokenResponse>(`/api/statuspage/share/${member.accountId}/external/${id}/jwt/`),
    onError: (error) => toast.failure(error),
  });
  const token = issue.data?.result.token;
  const partner = partners.find((p) => p.id === partnerId);

  return (
    <Modal opened onClose={onClose} title={M.title} size="lg" data-testid="tprm-modal">
      {!token ? (
        <Stack gap="md">
          <Radio.Group
            label={M.choose}
            value={partnerId}
            onChange={setPartnerId}
            styles={{ label: { fontWeight: 400, marginBottom: 8 } }}
          >
            <Stack gap="xs">
              {partners.map((p) => (
                <Radio key={p.id} value={p.id} label={p.name} description={p.domain} />
              ))}
            </Stack>
          </Radio.Group>
          <Group justify="flex-end">
            <Button
              disabled={!partnerId}
              loading={issue.isPending}
              onClick={() => partnerId && issue.mutate(partnerId)}
            >
              {M.next}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text fz="sm">
            <strong>{partner?.name}</strong>: {M.tokenHelp}
          </Text>
          <Code block data-testid="tprm-token" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
            {token}
          </Code>
          <Group justify="space-between">
            <Button variant="default" onClick={() => issue.reset()}>
              {M.back}
            </Button>
            <Group gap="xs">
              <Button
                variant="light"
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                onClick={() => void copy(token)}
                aria-live="polite"
              >
                {copied ? M.copied : M.copy}
              </Button>
              <Button onClick={onClose}>{M.done}</Button>
            </Group>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
