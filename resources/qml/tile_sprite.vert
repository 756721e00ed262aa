// Tile layer sprites (editor/ui/viewport/tile_layer_batches.h): a unit quad per placed
// tile. INSTANCE_DATA is the tile's rectangle of the image (x, y, width, height as shares,
// y down; a negative size flips), INSTANCE_COLOR.r a diagonal flip, .g "selected".
VARYING vec2 vUV;
VARYING float vSelected;

void MAIN()
{
    vec2 d = vec2(UV0.x, 1.0 - UV0.y);  // quad corner, y down like the image
    if (INSTANCE_COLOR.r > 0.5)
        d = d.yx;
    vUV = INSTANCE_DATA.xy + d * INSTANCE_DATA.zw;
    vSelected = INSTANCE_COLOR.g;
    POSITION = INSTANCE_MODELVIEWPROJECTION_MATRIX * vec4(VERTEX, 1.0);
}
