VARYING vec4 vColor;

void MAIN()
{
    FRAGCOLOR = vColor;
}
