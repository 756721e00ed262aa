// Particle effects (runtime/view/play/effect_renderer.h): a unit quad per particle, centred
// on the instance's position, sized, turned and tinted by its table entry. INSTANCE_DATA is
// the sprite frame's rectangle of the atlas (x, y, width, height as shares, y down) or, for
// a plain shape, (-1 - shape, 0, 0, 0): 0 disc, 1 square, 2 streak.
VARYING vec2 vUV;
VARYING vec2 vCorner;
VARYING vec4 vColor;
VARYING float vShape;

void MAIN()
{
    vec2 corner = UV0;  // 0..1
    vCorner = corner * 2.0 - 1.0;
    vShape = INSTANCE_DATA.x < 0.0 ? -1.0 - INSTANCE_DATA.x : -1.0;
    vUV = INSTANCE_DATA.xy + vec2(corner.x, 1.0 - corner.y) * INSTANCE_DATA.zw;
    vColor = INSTANCE_COLOR;
    POSITION = INSTANCE_MODELVIEWPROJECTION_MATRIX * vec4(VERTEX.xy - vec2(0.5), 0.0, 1.0);
}
