// Translucent play-plane overlays (trigger fills, selection tints and glows): unlit,
// coloured per vertex, blended by the vertex alpha.
VARYING vec4 vColor;

void MAIN()
{
    vColor = COLOR;
    POSITION = MODELVIEWPROJECTION_MATRIX * vec4(VERTEX, 1.0);
}
