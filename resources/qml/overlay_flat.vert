// Opaque play-plane overlays (outlines, markers, paths): unlit, coloured per vertex, and
// drawn in front of all art. The depth is squeezed into the nearest thousandth of the
// clip range (NEAR_CLIP_VALUE is -1 on OpenGL, 0 elsewhere), which keeps the overlays'
// own depth order while no art can cover them: what a second View3D with its own depth
// buffer did, without its full-size extra pass.
VARYING vec4 vColor;

void MAIN()
{
    vColor = COLOR;
    vec4 clip = MODELVIEWPROJECTION_MATRIX * vec4(VERTEX, 1.0);
    float nearZ = NEAR_CLIP_VALUE * clip.w;
    clip.z = nearZ + (clip.z - nearZ) * 0.001;
    POSITION = clip;
}
