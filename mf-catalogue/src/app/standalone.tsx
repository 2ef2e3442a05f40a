import type { ComponentType } from 'react';
import { renderStandalone } from '@frio/shared/standalone';

// The pages mf_catalogue's routes name, each its file of that name.
renderStandalone('mf_catalogue', import.meta.glob<{ default: ComponentType }>('../**/*Page.tsx'));
