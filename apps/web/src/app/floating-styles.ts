// Styles of Mantine's floating parts (tooltips, popovers, menus), loaded with the chunks that use
// them rather than before first paint.
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Tooltip.css';
