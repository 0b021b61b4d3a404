import { Box, Menu } from '@mantine/core';
import { Hint } from '@/components/floating/Hint';
import { IconCheck, IconExternalLink, IconEyeOff } from '@tabler/icons-react';
import { ProductButton, type ProductSelectorProps } from './ProductSelector';
import '@/app/floating-styles';

/** Products and product links; hidden products carry an eye-slash (only staff see them). */
export default function ProductMenu({ view, onSelect, defaultOpened }: ProductSelectorProps) {
  const { products, productLinks } = view.sharedInfo;
  return (
    <Menu position="bottom-end" width={260} shadow="md" defaultOpened={defaultOpened}>
      <Hint label="Use this dropdown to select your product." openDelay={500} closeDelay={400}>
        <Menu.Target>
          <ProductButton>{view.product.productName}</ProductButton>
        </Menu.Target>
      </Hint>
      <Menu.Dropdown>
        <Box mah={300} style={{ overflowY: 'auto' }}>
          <Menu.Label>Products</Menu.Label>
          {products.map((p) => (
            <Menu.Item
              key={p.productId}
              onClick={() => onSelect(p.productSlug)}
              leftSection={
                p.productId === view.product.productId ? (
                  <IconCheck size={14} />
                ) : (
                  <span style={{ width: 14 }} />
                )
              }
              rightSection={!p.show && <IconEyeOff size={14} aria-label="Hidden" />}
            >
              {p.productName}
            </Menu.Item>
          ))}
          {productLinks.length > 0 && <Menu.Divider />}
          {productLinks.map((l) => (
            <Menu.Item
              key={l.link}
              component="a"
              href={l.link}
              target="_blank"
              rel="noopener noreferrer"
              leftSection={<span style={{ width: 14 }} />}
              rightSection={<IconExternalLink size={14} />}
            >
              {l.name}
            </Menu.Item>
          ))}
        </Box>
      </Menu.Dropdown>
    </Menu>
  );
}
