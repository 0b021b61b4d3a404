// The portal's typeface, shipped with the app (font-display: swap; the latin file is preloaded).
import '@fontsource-variable/inter';
import './font-fallback.css';
// Order matters: the order of @mantine/core/styles.css (a component after the ones it builds on).
// Only the styles of components on the portal's first paint; lazy screens import their own.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Flex.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Typography.css';
// The cards the server paints that live in lazy chunks (knowledge base, subprocessors, updates): their
// styles must be there at first paint, not when the chunk arrives (a late stylesheet restyles the
// whole page in one long task, and shifts what it styles).
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Table.css';
// Tooltips, popovers and the dialogs prefetched after first paint: about 2.5 KB compressed, cheaper
// than the restyle a later stylesheet costs.
import './floating-styles';
import './overlay-styles';
