// Particle effects: a sprite frame of the atlas, or a plain shape made here (disc, square, a
// streak tapering along its length), times the instance's colour and alpha. Blending (additive
// or alpha) is the material's.
VARYING vec2 vUV;
VARYING vec2 vCorner;
VARYING vec4 vColor;
VARYING float vShape;

void MAIN()
{
    float coverage = 1.0;
    vec3 rgb = vColor.rgb;
    if (vShape < -0.5) {
        vec4 c = texture(atlas, vUV);
        coverage = c.a;
        rgb *= c.rgb;
    } else if (vShape < 0.5) {
        coverage = 1.0 - smoothstep(0.8, 1.0, length(vCorner));
    } else if (vShape > 1.5) {
        coverage = (1.0 - abs(vCorner.y)) * (1.0 - smoothstep(0.6, 1.0, abs(vCorner.x)));
    }
    float a = coverage * vColor.a;
    if (a < 0.004)
        discard;
    FRAGCOLOR = vec4(rgb, a);
}
