// Opaque play-plane overlays (outlines, markers, paths): unlit, coloured per vertex, and
// drawn in front of all art. The depth is squeezed into the nearest thousandth of the
// clip range (NEAR_CLIP_VALUE is -1 on OpenGL, 0 elsewhere), which keeps the overlays'
// own depth order while no art can cover them: what a second View3D with its own depth
// buffer did, without its full-size extra pass.
//
// The colour leaves here already in sRGB, as DefaultMaterial's unlit vertex colours come
// out of the scene's linear tonemapping (unshaded custom materials are not tonemapped).
// Per vertex, not per pixel: overlay shapes are one colour each, and on a software
// rasteriser a pow() per pixel of 10,000 markers is a large part of a frame.
VARYING vec4 vColor;

vec3 linearToSrgb(vec3 c)
{
    vec3 low = c * 12.92;
    vec3 high = 1.055 * pow(max(c, vec3(0.0)), vec3(1.0 / 2.4)) - 0.055;
    return mix(high, low, vec3(lessThanEqual(c, vec3(0.0031308))));
}

void MAIN()
{
    vColor = vec4(linearToSrgb(clamp(COLOR.rgb, 0.0, 1.0)), 1.0);
    vec4 clip = MODELVIEWPROJECTION_MATRIX * vec4(VERTEX, 1.0);
    float nearZ = NEAR_CLIP_VALUE * clip.w;
    clip.z = nearZ + (clip.z - nearZ) * 0.001;
    POSITION = clip;
}
