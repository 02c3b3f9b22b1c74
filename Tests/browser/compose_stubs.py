"""Stand-ins for the Android and Jetpack Compose declarations the Compose export imports, so
Debian's kotlinc can type-check every generated file without the Android SDK.

Each stand-in keeps the real declaration's package, name, parameter names and types (from the
androidx and Android API references: Compose UI 1.7, runtime 1.7, API level 34), so a wrong
import, a misspelt named argument or a wrong type in an export fails to compile here as it would
in an app. Bodies are placeholders. Android's classes are Java, as they really are, so Kotlin's
SAM conversion (`UiModeManager.ContrastChangeListener { ... }`) is checked the same way.
"""
from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

KOTLIN = {
    "androidx/compose/runtime/Runtime.kt": """package androidx.compose.runtime
import kotlin.reflect.KProperty
@Target(AnnotationTarget.FUNCTION, AnnotationTarget.TYPE, AnnotationTarget.TYPE_PARAMETER, AnnotationTarget.PROPERTY_GETTER)
annotation class Composable
@Target(AnnotationTarget.FUNCTION, AnnotationTarget.PROPERTY_GETTER)
annotation class ReadOnlyComposable
annotation class Immutable
class ProvidedValue<T>
abstract class CompositionLocal<T> {
    val current: T @Composable @ReadOnlyComposable get() = TODO()
}
abstract class ProvidableCompositionLocal<T> : CompositionLocal<T>() {
    infix fun provides(value: T): ProvidedValue<T> = TODO()
}
fun <T> staticCompositionLocalOf(defaultFactory: () -> T): ProvidableCompositionLocal<T> = TODO()
@Composable fun CompositionLocalProvider(vararg values: ProvidedValue<*>, content: @Composable () -> Unit) {}
interface DisposableEffectResult
class DisposableEffectScope {
    fun onDispose(onDisposeEffect: () -> Unit): DisposableEffectResult = TODO()
}
@Composable fun DisposableEffect(key1: Any?, effect: DisposableEffectScope.() -> DisposableEffectResult) {}
@Composable fun <T> remember(key1: Any?, calculation: () -> T): T = calculation()
interface State<out T> { val value: T }
interface MutableState<T> : State<T> { override var value: T }
interface FloatState : State<Float> { val floatValue: Float }
interface MutableFloatState : FloatState, MutableState<Float> { override var floatValue: Float }
fun mutableFloatStateOf(value: Float): MutableFloatState = TODO()
operator fun FloatState.getValue(thisObj: Any?, property: KProperty<*>): Float = floatValue
operator fun MutableFloatState.setValue(thisObj: Any?, property: KProperty<*>, value: Float) { floatValue = value }
""",
    "androidx/compose/foundation/DarkTheme.kt": """package androidx.compose.foundation
import androidx.compose.runtime.Composable
@Composable fun isSystemInDarkTheme(): Boolean = false
""",
    "androidx/compose/ui/platform/AndroidCompositionLocals.kt": """package androidx.compose.ui.platform
import android.content.Context
import androidx.compose.runtime.ProvidableCompositionLocal
val LocalContext: ProvidableCompositionLocal<Context> = TODO()
""",
    "androidx/compose/ui/graphics/Graphics.kt": """package androidx.compose.ui.graphics
import androidx.compose.ui.graphics.colorspace.ColorSpace
import androidx.compose.ui.graphics.colorspace.ColorSpaces
class Color(val value: Long) {
    constructor(red: Float, green: Float, blue: Float, alpha: Float = 1f, colorSpace: ColorSpace = ColorSpaces.Srgb) : this(0L)
    companion object { val Black = Color(0xFF000000); val White = Color(0xFFFFFFFF); val Unspecified = Color(0L) }
}
abstract class Brush
class SolidColor(val value: Color) : Brush()
class PathFillType private constructor(val value: Int) {
    companion object { val NonZero = PathFillType(0); val EvenOdd = PathFillType(1) }
}
class StrokeCap private constructor(val value: Int) {
    companion object { val Butt = StrokeCap(0); val Round = StrokeCap(1); val Square = StrokeCap(2) }
}
class StrokeJoin private constructor(val value: Int) {
    companion object { val Miter = StrokeJoin(0); val Round = StrokeJoin(1); val Bevel = StrokeJoin(2) }
}
""",
    "androidx/compose/ui/graphics/colorspace/ColorSpaces.kt": """package androidx.compose.ui.graphics.colorspace
abstract class ColorSpace
object ColorSpaces {
    val Srgb: ColorSpace = TODO()
    val DisplayP3: ColorSpace = TODO()
}
""",
    "androidx/compose/ui/graphics/vector/ImageVector.kt": """package androidx.compose.ui.graphics.vector
import androidx.compose.ui.graphics.Brush
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.PathFillType
import androidx.compose.ui.graphics.StrokeCap
import androidx.compose.ui.graphics.StrokeJoin
import androidx.compose.ui.unit.Dp
abstract class PathNode
class PathParser {
    fun parsePathString(pathData: String): PathParser = this
    fun toNodes(): List<PathNode> = emptyList()
}
class ImageVector private constructor() {
    class Builder(
        name: String = "",
        defaultWidth: Dp,
        defaultHeight: Dp,
        viewportWidth: Float,
        viewportHeight: Float,
        tintColor: Color = Color.Unspecified,
        autoMirror: Boolean = false
    ) {
        fun addGroup(
            name: String = "", rotate: Float = 0f, pivotX: Float = 0f, pivotY: Float = 0f,
            scaleX: Float = 1f, scaleY: Float = 1f, translationX: Float = 0f, translationY: Float = 0f,
            clipPathData: List<PathNode> = emptyList()
        ): Builder = this
        fun clearGroup(): Builder = this
        fun addPath(
            pathData: List<PathNode>, pathFillType: PathFillType = PathFillType.NonZero, name: String = "",
            fill: Brush? = null, fillAlpha: Float = 1f, stroke: Brush? = null, strokeAlpha: Float = 1f,
            strokeLineWidth: Float = 0f, strokeLineCap: StrokeCap = StrokeCap.Butt,
            strokeLineJoin: StrokeJoin = StrokeJoin.Miter, strokeLineMiter: Float = 4f,
            trimPathStart: Float = 0f, trimPathEnd: Float = 1f, trimPathOffset: Float = 0f
        ): Builder = this
        fun build(): ImageVector = ImageVector()
    }
}
""",
    "androidx/compose/animation/core/CubicBezierEasing.kt": """package androidx.compose.animation.core
class CubicBezierEasing(val a: Float, val b: Float, val c: Float, val d: Float)
""",
    "androidx/compose/ui/unit/Units.kt": """package androidx.compose.ui.unit
class Dp(val value: Float)
class TextUnit(val value: Float)
val Int.dp: Dp get() = Dp(toFloat())
val Float.dp: Dp get() = Dp(this)
val Double.dp: Dp get() = Dp(toFloat())
val Int.sp: TextUnit get() = TextUnit(toFloat())
val Float.sp: TextUnit get() = TextUnit(this)
val Double.sp: TextUnit get() = TextUnit(toFloat())
class DpOffset(val x: Dp, val y: Dp)
""",
    # Compose 1.9's shadow, as Modifier.dropShadow and innerShadow take it.
    "androidx/compose/ui/graphics/shadow/Shadow.kt": """package androidx.compose.ui.graphics.shadow
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.DpOffset
import androidx.compose.ui.unit.dp
class Shadow(val radius: Dp, val color: Color = Color.Black, val spread: Dp = 0.dp, val offset: DpOffset = DpOffset(0.dp, 0.dp), val alpha: Float = 1f)
""",
    "androidx/compose/ui/text/TextStyle.kt": """package androidx.compose.ui.text
import androidx.compose.ui.text.font.FontFamily
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.TextUnit
class TextStyle(val fontFamily: FontFamily? = null, val fontWeight: FontWeight? = null, val fontSize: TextUnit? = null,
                val lineHeight: TextUnit? = null, val letterSpacing: TextUnit? = null)
""",
    "androidx/compose/ui/text/font/Font.kt": """package androidx.compose.ui.text.font
class FontFamily private constructor() {
    companion object { val Default = FontFamily(); val SansSerif = FontFamily(); val Serif = FontFamily(); val Monospace = FontFamily() }
}
class FontWeight(val weight: Int)
""",
}

JAVA = {
    "androidx/annotation/Nullable.java": """package androidx.annotation;
public @interface Nullable {}
""",
    # "The service or null if the class is not a supported system service."
    "android/content/Context.java": """package android.content;
public abstract class Context {
    public final <T> @androidx.annotation.Nullable T getSystemService(Class<T> serviceClass) { return null; }
    public java.util.concurrent.Executor getMainExecutor() { return null; }
}
""",
    "android/app/UiModeManager.java": """package android.app;
public class UiModeManager {
    public interface ContrastChangeListener { void onContrastChanged(float contrast); }
    public float getContrast() { return 0f; }
    public void addContrastChangeListener(java.util.concurrent.Executor executor, ContrastChangeListener listener) {}
    public void removeContrastChangeListener(ContrastChangeListener listener) {}
}
""",
    "android/os/Build.java": """package android.os;
public class Build {
    public static class VERSION { public static final int SDK_INT = 34; }
    public static class VERSION_CODES { public static final int UPSIDE_DOWN_CAKE = 34; }
}
""",
}


def kotlinc() -> str:
    path = shutil.which("kotlinc")
    assert path, "kotlinc is missing: run scripts/bootstrap --test (it installs Debian's kotlin)"
    return path


def for_kotlin_1_3(kotlin: str) -> str:
    """Debian's kotlinc is 1.3, which predates two things Kotlin 1.4 reads: trailing commas, and an
    annotated function type written `@Composable () -> Unit` (1.3 takes the `()` as the annotation's
    arguments, so it needs `@Composable() () -> Unit`). Nothing else changes."""
    kotlin = re.sub(r",(\s*[)\]>])", r"\1", kotlin)
    return re.sub(r"@(\w+) \(\) ->", r"@\1() () ->", kotlin)


def compile_kotlin(folder: Path, files: dict[str, str]) -> subprocess.CompletedProcess:
    """kotlinc over the stand-ins and `files` (name: Kotlin source) in `folder`."""
    sources = folder / "src"
    for relative, text in {**KOTLIN, **JAVA}.items():
        (sources / relative).parent.mkdir(parents=True, exist_ok=True)
        (sources / relative).write_text(for_kotlin_1_3(text))
    for name, text in files.items():
        (sources / name).write_text(for_kotlin_1_3(text))
    paths = sorted(str(p) for p in sources.rglob("*") if p.suffix in (".kt", ".java"))
    return subprocess.run([kotlinc(), *paths, "-d", str(folder / "out")],
                          capture_output=True, text=True, timeout=600)


def diagnostics(result: subprocess.CompletedProcess, kind: str = "") -> list[str]:
    """kotlinc's messages about source files (`file.kt:line:column: warning: ...`), without the
    JVM's own start-up warnings."""
    return [line for line in result.stderr.splitlines() if re.search(r"\.(kt|java):\d+:\d+: " + kind, line)]
