// As DefaultMaterial's unlit vertex colours come out of the scene's linear tonemapping
// (linear to sRGB; unshaded custom materials are not tonemapped), so overlay colours
// look as they did before they moved into the scene's View3D.
VARYING vec4 vColor;

vec3 linearToSrgb(vec3 c)
{
    vec3 low = c * 12.92;
    vec3 high = 1.055 * pow(max(c, vec3(0.0)), vec3(1.0 / 2.4)) - 0.055;
    return mix(high, low, vec3(lessThanEqual(c, vec3(0.0031308))));
}

void MAIN()
{
    FRAGCOLOR = vec4(linearToSrgb(clamp(vColor.rgb, 0.0, 1.0)), 1.0);
}
