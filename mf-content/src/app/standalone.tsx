import type { ComponentType } from 'react';
import { renderStandalone } from '@frio/shared/standalone';

renderStandalone(import.meta.glob<{ default: ComponentType }>('../**/*Page.tsx'));
