package io.meshbench.calibration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import javax.servlet.http.HttpServlet;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

class ServletEntryHookTest {

    @Test
    void callsTheCostFirstInServiceOfServletRequestAndResponseOnly() throws Exception {
        byte[] woven = new ServletEntryHook().transform(null, "javax/servlet/http/HttpServlet", null, null,
                bytesOf(HttpServlet.class));

        assertThat(callsIn(woven, "(Ljavax/servlet/ServletRequest;Ljavax/servlet/ServletResponse;)V")).startsWith(
                "javax/servlet/ServletRequest.getDispatcherType", "io/meshbench/calibration/RequestCost.onRequest");
        assertThat(callsIn(woven, "(Ljavax/servlet/http/HttpServletRequest;Ljavax/servlet/http/HttpServletResponse;)V"))
                .doesNotContain("io/meshbench/calibration/RequestCost.onRequest");
    }

    @Test
    void leavesEveryOtherClassAlone() throws Exception {
        assertThat(new ServletEntryHook().transform(null, "javax/servlet/GenericServlet", null, null,
                bytesOf(javax.servlet.GenericServlet.class))).isNull();
        assertThat(new ServletEntryHook().transform(null, null, null, null, new byte[0])).isNull();
    }

    @Test
    void aServletClassWithoutTheEntryIsNotHooked() throws Exception {
        assertThatThrownBy(() -> ServletEntryHook.weave(bytesOf(javax.servlet.GenericServlet.class), "javax/servlet/"))
                .hasMessageContaining("no method service");
    }

    private static byte[] bytesOf(Class<?> type) throws Exception {
        try (InputStream in = type.getResourceAsStream(type.getSimpleName() + ".class")) {
            return in.readAllBytes();
        }
    }

    /** The owner.name of each method call in the method {@code service} with that descriptor, in order. */
    private static List<String> callsIn(byte[] bytes, String descriptor) {
        List<String> calls = new ArrayList<>();
        new ClassReader(bytes).accept(new ClassVisitor(Opcodes.ASM9) {
            @Override
            public MethodVisitor visitMethod(int access, String name, String desc, String signature, String[] exceptions) {
                if (!name.equals("service") || !desc.equals(descriptor)) {
                    return null;
                }
                return new MethodVisitor(Opcodes.ASM9) {
                    @Override
                    public void visitMethodInsn(int opcode, String owner, String method, String d, boolean itf) {
                        calls.add(owner + "." + method);
                    }
                };
            }
        }, 0);
        return calls;
    }
}
