/** The element tree of one link-preview image (satori's input), all inside the centre square WhatsApp keeps. */
import { contact } from '@frio/shared/contact';
import { previewImageSize } from '@frio/shared/link-previews';
import type { PreviewCard } from './draw.ts';

export const previewFont = 'Roboto';

/** The centre square of the image less a margin, where everything but the background must be. */
export const previewSafeArea = (() => {
  const { width, height } = previewImageSize;
  const margin = 40;
  const left = (width - height) / 2 + margin;
  return { left, right: width - left, top: margin, bottom: height - margin };
})();

const colours = {
  top: '#13417a',
  bottom: '#0b2545',
  band: '#5fc4e8',
  ice: '#5fc4e8',
  soft: '#e3eefb',
  markRing: '#e9f8fd',
  off: '#c9d6e6',
};

export const title = { largest: 76, smallest: 40, step: 2, lineHeight: 1.04, maxLines: 3 };
/** Beside a photo the title has less room: at most two lines, smaller; the kicker gives way too. */
const photoTitle = { ...title, largest: 48, smallest: 32, maxLines: 2 };
export type TitleScale = typeof title;
export const titleScale = (card: Pick<PreviewCard, 'photo'>): TitleScale => (card.photo ? photoTitle : title);

/** A photo's side in the image (px): the served JPEG is a square on white. */
const PHOTO_SIDE = 180;

type Style = Record<string, string | number>;
export interface Element {
  type: string;
  key: string | null;
  props: { style?: Style; src?: string; width?: number; height?: number; children?: Child | Child[] };
}
type Child = Element | string;

export const h = (type: string, key: string | null, style: Style, ...children: Child[]): Element => ({
  type,
  key,
  props: { style, children: children.length === 1 ? children[0] : children },
});

export const titleElement = (text: string, size: number) =>
  h(
    'div',
    'title',
    {
      fontWeight: 900,
      fontSize: size,
      lineHeight: title.lineHeight,
      letterSpacing: -1,
      textAlign: 'center',
      textWrap: 'balance',
    },
    text,
  );

export function imageElement(card: PreviewCard, titleSize: number, mark: string): Element {
  const { width, height } = previewImageSize;
  const safe = previewSafeArea;
  const markSrc = `data:image/svg+xml;base64,${Buffer.from(mark).toString('base64')}`;
  const text: Element[] = [];
  if (card.kicker && !card.photo)
    text.push(
      h(
        'div',
        'kicker',
        { fontWeight: 700, fontSize: 24, letterSpacing: 2, textTransform: 'uppercase', color: colours.ice },
        card.kicker,
      ),
    );
  text.push(titleElement(card.title, titleSize));
  text.push(
    h(
      'div',
      'subtitle',
      {
        fontWeight: 500,
        fontSize: 30,
        lineHeight: 1.25,
        color: colours.soft,
        textAlign: 'center',
        textWrap: 'balance',
      },
      card.subtitle,
    ),
  );
  const status: Element[] = [];
  if (card.badge) {
    const on = card.badge.tone === 'on';
    status.push(
      h(
        'div',
        'badge',
        {
          fontWeight: 700,
          fontSize: 22,
          letterSpacing: 1.5,
          padding: '8px 20px',
          borderRadius: 999,
          color: on ? colours.bottom : colours.off,
          backgroundColor: on ? colours.ice : 'transparent',
          border: `2px solid ${on ? colours.ice : colours.off}`,
        },
        card.badge.text,
      ),
    );
  }
  if (card.note) status.push(h('div', 'note', { fontWeight: 500, fontSize: 22, color: colours.soft }, card.note));
  if (status.length > 0) text.push(h('div', 'status', { display: 'flex', alignItems: 'center', gap: 16 }, ...status));
  const mk = { type: 'img', key: 'mark-image', props: { src: markSrc, width: 78, height: 78 } };
  return h(
    'div',
    null,
    {
      width,
      height,
      display: 'flex',
      fontFamily: previewFont,
      color: '#fff',
      backgroundImage: `linear-gradient(180deg, ${colours.top}, ${colours.bottom})`,
    },
    h('div', null, { position: 'absolute', left: 0, right: 0, bottom: 0, height: 14, backgroundColor: colours.band }),
    h(
      'div',
      'square',
      {
        position: 'absolute',
        left: safe.left,
        top: safe.top,
        width: safe.right - safe.left,
        height: safe.bottom - safe.top,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'space-between',
      },
      h(
        'div',
        'brand',
        { display: 'flex', alignItems: 'center', gap: 18 },
        h(
          'div',
          'mark',
          {
            display: 'flex',
            boxSizing: 'border-box',
            width: 88,
            height: 88,
            padding: 5,
            borderRadius: '50%',
            backgroundColor: colours.markRing,
          },
          mk,
        ),
        h(
          'div',
          'name',
          { fontWeight: 900, fontSize: 42, lineHeight: 1, letterSpacing: -0.5, whiteSpace: 'nowrap' },
          contact.businessName,
        ),
        h(
          'div',
          'seal',
          {
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            boxSizing: 'border-box',
            width: 66,
            height: 66,
            borderRadius: '50%',
            border: `3px solid ${colours.ice}`,
            lineHeight: 1,
          },
          h('div', 'seal-years', { fontWeight: 900, fontSize: 26 }, String(contact.yearsSinceFounding)),
          h('div', 'seal-word', { fontWeight: 700, fontSize: 11, letterSpacing: 1, marginTop: 2 }, 'AÑOS'),
        ),
      ),
      ...(card.photo
        ? [
            h(
              'div',
              'photo',
              { display: 'flex', borderRadius: 16, overflow: 'hidden', border: `4px solid ${colours.markRing}` },
              { type: 'img', key: 'photo-image', props: { src: card.photo, width: PHOTO_SIDE, height: PHOTO_SIDE } },
            ),
          ]
        : []),
      h(
        'div',
        'text',
        { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 16, width: '100%' },
        ...text,
      ),
      h(
        'div',
        'host',
        { fontWeight: 700, fontSize: 24, letterSpacing: 0.5, color: colours.ice },
        new URL(contact.siteUrl).host,
      ),
    ),
  );
}
