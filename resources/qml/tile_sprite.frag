VARYING vec2 vUV;
VARYING float vSelected;

void MAIN()
{
    vec4 c = texture(atlas, vUV);
    if (c.a < 0.5)
        discard;
    // Selected tiles are tinted toward the selection blue.
    vec3 rgb = mix(c.rgb, vec3(0.35, 0.7, 1.0), vSelected * 0.45);
    FRAGCOLOR = vec4(rgb, 1.0);
}
