package io.meshbench.services.consumer.headers;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.BiConsumer;
import javax.servlet.http.HttpServletRequest;
import org.springframework.web.context.request.RequestContextHolder;
import org.springframework.web.context.request.ServletRequestAttributes;

/**
 * The incoming request headers a real service passes on to its upstream: {@code id} and every
 * {@code x-sermant-*} header. Sermant's router may match rules on them, so the consumer forwards them itself,
 * in every treatment (its tag-transmission plugin would otherwise be needed to carry them).
 */
public final class ForwardedHeaders {

    static final String EXACT = "id";
    static final String PREFIX = "x-sermant-";

    private ForwardedHeaders() {
    }

    public static boolean forwards(String header) {
        String name = header.toLowerCase(Locale.ROOT);
        return name.equals(EXACT) || name.startsWith(PREFIX);
    }

    /** The headers to forward from the request being served on this thread (none outside a request). */
    public static Map<String, List<String>> ofCurrentRequest() {
        if (!(RequestContextHolder.getRequestAttributes() instanceof ServletRequestAttributes attributes)) {
            return Map.of();
        }
        return of(attributes.getRequest());
    }

    static Map<String, List<String>> of(HttpServletRequest request) {
        Map<String, List<String>> forwarded = new LinkedHashMap<>();
        for (String name : Collections.list(request.getHeaderNames())) {
            if (forwards(name)) {
                forwarded.put(name, new ArrayList<>(Collections.list(request.getHeaders(name))));
            }
        }
        return forwarded;
    }

    /** Hands every forwarded header of the current request to {@code sink}, one value at a time. */
    public static void copyTo(BiConsumer<String, String> sink) {
        ofCurrentRequest().forEach((name, values) -> values.forEach(value -> sink.accept(name, value)));
    }
}
