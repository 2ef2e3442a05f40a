import type { ComponentType } from 'react';
import { renderStandalone } from '@frio/shared/standalone';

// The pages of mf-catalogue's routes, each its file of that name.
renderStandalone(import.meta.glob<{ default: ComponentType }>('../**/*Page.tsx'));
