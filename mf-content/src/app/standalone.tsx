import type { ComponentType } from 'react';
import { renderStandalone } from '@frio/shared/standalone';

// The pages mf_content's routes name, each its file of that name.
renderStandalone('mf_content', import.meta.glob<{ default: ComponentType }>('../**/*Page.tsx'));
