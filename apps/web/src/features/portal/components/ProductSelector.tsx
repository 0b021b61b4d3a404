import { Button } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import type { PortalView } from '@trust/shared';

const ProductMenu = lazy(() => import('./ProductMenu'));

export interface ProductSelectorProps {
  view: PortalView;
  onSelect: (productSlug: string) => void;
  /** Clicked before the menu's code arrived: open as soon as it does. */
  defaultOpened?: boolean;
}

/** The header's product button; its menu (and floating-ui) arrives just after first paint. */
export function ProductSelector({ view, onSelect }: ProductSelectorProps) {
  const [clicked, setClicked] = useState(false);
  const { products, productLinks } = view.sharedInfo;
  if (products.length < 2 && productLinks.length === 0) return null;
  return (
    <Suspense
      fallback={<ProductButton onClick={() => setClicked(true)}>{view.product.productName}</ProductButton>}
    >
      <ProductMenu view={view} onSelect={onSelect} defaultOpened={clicked} />
    </Suspense>
  );
}

export function ProductButton(props: ComponentProps<typeof Button<'button'>>) {
  return (
    <Button
      variant="default"
      rightSection={<IconChevronDown size={16} />}
      data-testid="product-selector"
      {...props}
    />
  );
}
