// Creatures' sprite frames (runtime/view/creature_sprites.h): tile_sprite.vert's quads, drawn
// with the overlays (overlay_flat.vert): depth squeezed into the nearest thousandth of the
// clip range, so a creature shows in front of all art and keeps its depth order among the
// platformer's overlay shapes (geometry behind, health pips in front).
VARYING vec2 vUV;
VARYING float vSelected;

void MAIN()
{
    vec2 d = vec2(UV0.x, 1.0 - UV0.y);  // quad corner, y down like the image
    if (INSTANCE_COLOR.r > 0.5)
        d = d.yx;
    vUV = INSTANCE_DATA.xy + d * INSTANCE_DATA.zw;
    vSelected = INSTANCE_COLOR.g;
    vec4 clip = INSTANCE_MODELVIEWPROJECTION_MATRIX * vec4(VERTEX, 1.0);
    float nearZ = NEAR_CLIP_VALUE * clip.w;
    clip.z = nearZ + (clip.z - nearZ) * 0.001;
    POSITION = clip;
}
