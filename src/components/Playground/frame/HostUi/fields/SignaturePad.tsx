import React, {useRef} from 'react';

/** A small canvas to sign on with a pointer, or with the "Sign for me" button by keyboard. */
export function SignaturePad({onChange}: {onChange: (dataUrl: string) => void}): JSX.Element {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const context = () => canvas.current?.getContext?.('2d') ?? null;
  const publish = () => {
    if (canvas.current && typeof canvas.current.toDataURL === 'function')
      onChange(canvas.current.toDataURL('image/png'));
  };
  const point = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return [event.clientX - box.left, event.clientY - box.top] as const;
  };
  const signForMe = () => {
    const ctx = context();
    if (!ctx) return;
    ctx.beginPath();
    ctx.moveTo(20, 60);
    ctx.bezierCurveTo(50, 10, 70, 100, 100, 50);
    ctx.bezierCurveTo(120, 20, 150, 90, 190, 40);
    ctx.stroke();
    publish();
  };
  return (
    <div className="host-signature">
      <canvas
        ref={canvas}
        width={240}
        height={100}
        role="img"
        aria-label="Signature area: draw with the mouse or a finger"
        onPointerDown={(event) => {
          const ctx = context();
          if (!ctx) return;
          drawing.current = true;
          ctx.lineWidth = 2;
          ctx.beginPath();
          ctx.moveTo(...point(event));
        }}
        onPointerMove={(event) => {
          if (!drawing.current) return;
          context()?.lineTo(...point(event));
          context()?.stroke();
        }}
        onPointerUp={() => {
          drawing.current = false;
          publish();
        }}
      />
      <button type="button" className="host-button host-secondary" onClick={signForMe}>
        Sign for me
      </button>
    </div>
  );
}
