// The vertex stage did the colour (overlay_flat.vert).
VARYING vec4 vColor;

void MAIN()
{
    FRAGCOLOR = vColor;
}
