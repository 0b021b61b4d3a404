import { Alert, Anchor, Box, Code, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconCircleCheck } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { VERIFY_MESSAGES as M, type InitialPage, type VerifyResult } from '@trust/shared';
import { SkipLink } from '@/components/SkipLink';
import { FileDropzoneFrame } from '@/components/FileDropzoneFrame';
import { apiGet } from '@/lib/api';
import { useDateFormat } from '@/lib/date-locale';
import { PortalFooter } from '../components/PortalFooter';
import { PortalTopBar } from '../components/PortalHeader';
import { sha256Hex } from './digest';

type PortalInitial = Extract<InitialPage, { page: 'portal' }>;

/** The drop zone's library loads with this page, not with the portal's first screen. */
const FileDropzone = lazy(() =>
  import('@/components/FileDropzone').then((m) => ({ default: m.FileDropzone })),
);

type Check =
  | { state: 'idle' }
  | { state: 'hashing'; name: string }
  | { state: 'done'; name: string; digest: string; result: VerifyResult }
  | { state: 'failed'; name: string };

/**
 * 'Verify a document': a file dropped here is hashed in the browser; only its SHA-256 goes to the
 * server, which answers whether it is a published version (current or superseded) or a member's
 * stamped copy.
 */
export function VerifyPage({ initial }: { initial: PortalInitial }) {
  const { view, basePath } = initial;
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  const resultRef = useRef<HTMLDivElement>(null);
  const base = basePath || '';

  const verifyFile = async (file: File) => {
    setCheck({ state: 'hashing', name: file.name });
    try {
      const digest = await sha256Hex(file);
      const result = await apiGet<VerifyResult>(`/api/share/${view.organisation.slug}/verify/${digest}`);
      setCheck({ state: 'done', name: file.name, digest, result });
    } catch {
      setCheck({ state: 'failed', name: file.name });
    }
  };

  // Reached from the portal without a page load: the tab says where the visitor is.
  useEffect(() => {
    const previous = document.title;
    document.title = `${M.title} | ${view.organisation.name} ${view.sharedInfo.customization.portalTitle}`;
    return () => {
      document.title = previous;
    };
  }, [view]);

  // The answer is announced and takes focus, so a keyboard or screen-reader user hears it at once.
  useEffect(() => {
    if (check.state === 'done' || check.state === 'failed') resultRef.current?.focus();
  }, [check.state]);

  return (
    <>
      <SkipLink to="main-content" />
      <PortalTopBar
        view={view}
        actions={
          <Anchor component={Link} to="/" fz="sm">
            <Group gap={4} wrap="nowrap">
              <IconArrowLeft size={16} aria-hidden />
              Back to the {view.sharedInfo.customization.portalTitle}
            </Group>
          </Anchor>
        }
      />
      <Container size={760} py="xl" component="main" id="main-content">
        <Stack gap="lg">
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {M.title}
          </Title>
          <Text>{M.intro}</Text>
          <Suspense fallback={<FileDropzoneFrame label={M.drop} />}>
            <FileDropzone label={M.drop} onFile={(file) => void verifyFile(file)} testId="verify-dropzone" />
          </Suspense>
          <Box ref={resultRef} tabIndex={-1} aria-live="polite" style={{ outline: 'none' }}>
            {check.state === 'hashing' && (
              <Group gap="sm">
                <Loader size="sm" />
                <Text>{M.hashing}</Text>
              </Group>
            )}
            {check.state === 'failed' && (
              <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={check.name}>
                {M.failed}
              </Alert>
            )}
            {check.state === 'done' && (
              <VerifyAnswer
                name={check.name}
                digest={check.digest}
                result={check.result}
                org={view.organisation.name}
              />
            )}
          </Box>
          <Group gap="lg">
            <Anchor href={`${base}/.well-known/trust-manifest.json`} fz="sm">
              {M.manifestLink}
            </Anchor>
            <Anchor href={`${base}/.well-known/trust-keys.json`} fz="sm">
              {M.keysLink}
            </Anchor>
            <Anchor href={`${base}/.well-known/trust.json`} fz="sm">
              trust.json
            </Anchor>
          </Group>
        </Stack>
      </Container>
      <PortalFooter view={view} />
    </>
  );
}

function VerifyAnswer({
  name,
  digest,
  result,
  org,
}: {
  name: string;
  digest: string;
  result: VerifyResult;
  org: string;
}) {
  const date = useDateFormat();
  const fingerprint = (
    <Text fz="sm" mt="xs">
      {M.fingerprint}: <Code style={{ wordBreak: 'break-all' }}>{digest}</Code>
    </Text>
  );
  if (result.match === 'none')
    return (
      <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={name} data-testid="verify-result">
        <Text fw={600}>{M.noMatch(org)}</Text>
        <Text fz="sm">{M.noMatchHint(org)}</Text>
        {fingerprint}
      </Alert>
    );
  const headline =
    result.match === 'copy'
      ? M.memberCopy(result.title, result.recipient, date(result.issuedAt))
      : result.version === null
        ? M.matchesRestricted(result.title, date(result.publishedAt))
        : M.matchesPublished(result.title, result.version, date(result.publishedAt));
  const superseded = result.match === 'published' && result.supersededAt;
  return (
    <Alert
      color={superseded ? 'yellow' : 'green'}
      icon={<IconCircleCheck aria-hidden />}
      title={name}
      data-testid="verify-result"
    >
      <Title order={2} fz="md" fw={600}>
        {headline}
      </Title>
      {result.match === 'published' && (
        <Text fz="sm">{result.supersededAt ? M.superseded(date(result.supersededAt)) : M.current}</Text>
      )}
      {fingerprint}
    </Alert>
  );
}
