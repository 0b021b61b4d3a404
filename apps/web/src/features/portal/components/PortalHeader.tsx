import { Box, Container, Group, Image, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PortalView } from '@trust/shared';
import classes from './PortalHeader.module.css';

/**
 * Header bar with logo and portal title, then the hero over the product's background banner. On a
 * phone the product picker (`heroActions`) sits in the hero, so the bar keeps room for the logo.
 */
export function PortalHeader({
  view,
  actions,
  heroActions,
}: {
  view: PortalView;
  actions: ReactNode;
  heroActions?: ReactNode;
}) {
  const { customization } = view.sharedInfo;
  const banner = view.product.bannerUrl;
  return (
    <>
      <PortalTopBar view={view} actions={actions} />
      <Box
        className={classes.hero}
        style={banner ? { backgroundImage: `url(${banner})` } : undefined}
        data-has-banner={Boolean(banner) || undefined}
      >
        <Container size={1200} pt={{ base: 32, sm: 56 }} pb={{ base: 96, sm: 120 }}>
          <Title order={1} c={banner ? 'white' : undefined} fz={{ base: 26, sm: 36 }}>
            {view.organisation.name} {customization.portalTitle}
          </Title>
          {customization.description && (
            <Text
              c={banner ? 'white' : 'dimmed'}
              mt="xs"
              maw={680}
              fz={{ base: 'sm', sm: 'md' }}
              opacity={0.92}
            >
              {customization.description}
            </Text>
          )}
          {heroActions && (
            <Box hiddenFrom="sm" mt="md">
              {heroActions}
            </Box>
          )}
        </Container>
      </Box>
    </>
  );
}

/** The bar with the logo and portal title, and the page's actions at its end. */
export function PortalTopBar({ view, actions }: { view: PortalView; actions: ReactNode }) {
  const { customization } = view.sharedInfo;
  return (
    <Box component="header" className={classes.header}>
      <Container size={1200} py="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            {customization.logoUrl ? (
              <Image
                src={customization.logoUrl}
                h={32}
                w="auto"
                maw={{ base: 160, sm: 280 }}
                fit="contain"
                alt={view.organisation.name}
              />
            ) : (
              <Text fw={700} truncate>
                {view.organisation.name}
              </Text>
            )}
            {customization.showPortalTitle && (
              <Text fw={600} c="dimmed" visibleFrom="xs" className={classes.portalTitle}>
                {customization.portalTitle}
              </Text>
            )}
          </Group>
          {actions}
        </Group>
      </Container>
    </Box>
  );
}
