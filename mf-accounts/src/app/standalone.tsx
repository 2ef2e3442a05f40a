import type { ComponentType } from 'react';
import { renderStandalone } from '@frio/shared/standalone';

// The pages mf_accounts's routes name, each its file of that name.
renderStandalone('mf_accounts', import.meta.glob<{ default: ComponentType }>('../**/*Page.tsx'));
