import type { ComponentType } from 'react';
import { renderStandalone } from '@frio/shared/standalone';

// The pages mf_calculator's routes name, each its file of that name.
renderStandalone('mf_calculator', import.meta.glob<{ default: ComponentType }>('../**/*Page.tsx'));
