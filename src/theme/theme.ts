import { createTheme } from '@mui/material/styles';
import { components } from './components';
import { breakpoints, palette, shape, typography } from './tokens';

export const theme = createTheme({ palette, typography, breakpoints, shape, components });
