import { Tooltip } from '@mantine/core';
import '@/app/floating-styles';

export default Tooltip;
