import { embedVideoUrl } from '@work/shared-contracts/academy';

/**
 * A YouTube or Vimeo video as croudies will see it: only the embeddable address `embedVideoUrl` makes
 * (youtube-nocookie.com, player.vimeo.com) is ever framed; anything else shows nothing. The frame sends its origin as
 * referrer (the page's own policy sends none), which YouTube's player needs.
 */
export function VideoEmbed({ address, title }: { address: string; title: string }) {
  const src = embedVideoUrl(address);
  if (!src) return null;
  return (
    <div style={{ position: 'relative', width: '100%', maxWidth: 560, aspectRatio: '16 / 9' }}>
      <iframe
        src={src}
        title={title}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        allow="encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
        style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
      />
    </div>
  );
}
