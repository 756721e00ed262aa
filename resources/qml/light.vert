// Lights (runtime/view/light_layer.h): one quad per light, covering what it reaches, laid
// flat on the play plane. The depth is pinned just behind the overlay band (overlay_flat.vert
// squeezes overlays and the game's entities into the nearest thousandth of the clip range):
// a light reaches every piece of art at any depth, but never the ships, bullets and markers
// drawn in front of it.
//
// INSTANCE_DATA: x the range, y half the line's length (0: no line), z the cosine of half the
// spot's cone (below -1: no cone), w the intensity (its size: the batch says which way).
// INSTANCE_COLOR: the colour, and in alpha the hole in its middle as a share of the range (the
// black light leaves the ship it hangs under alone).
VARYING vec2 vLocal;
VARYING vec4 vShape;
VARYING vec3 vColor;
VARYING float vHole;

void MAIN()
{
    float range = INSTANCE_DATA.x;
    float halfLength = INSTANCE_DATA.y;
    vec2 size = vec2(2.0 * (range + halfLength), 2.0 * range);
    vLocal = (UV0 - vec2(0.5)) * size;  // units from the light's centre, along its direction
    vShape = INSTANCE_DATA;
    vColor = INSTANCE_COLOR.rgb * INSTANCE_DATA.w;
    vHole = INSTANCE_COLOR.a;
    vec4 clip = INSTANCE_MODELVIEWPROJECTION_MATRIX * vec4(VERTEX, 1.0);
    float nearZ = NEAR_CLIP_VALUE * clip.w;
    clip.z = nearZ + (clip.w - nearZ) * 0.0012;
    POSITION = clip;
}
