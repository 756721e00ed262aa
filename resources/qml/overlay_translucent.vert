// Translucent play-plane overlays (trigger fills, selection tints and glows): unlit,
// coloured per vertex, blended by the vertex alpha, and drawn in front of all art (the
// depth squeeze of overlay_flat.vert).
VARYING vec4 vColor;

void MAIN()
{
    vColor = COLOR;
    vec4 clip = MODELVIEWPROJECTION_MATRIX * vec4(VERTEX, 1.0);
    float nearZ = NEAR_CLIP_VALUE * clip.w;
    clip.z = nearZ + (clip.z - nearZ) * 0.001;
    POSITION = clip;
}
