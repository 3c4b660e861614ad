/** A figure followed by the way it came in ('640 por Mercado Pago', '210 en efectivo'): a channel of takings. */
export const CHANNEL_AFTER =
  /^\s*(?:€|\$|euros|dolares|dls|usd|soles|pesos|pavos)?\s*(?:en|por|con|via|mediante|entre)\s+(?:el |la )?(?:efectivo|caja|cash|contado|monedas|billetes|tarjeta|tarjetas|datafono|tpv|pos|point|posnet|terminal|bizum|yape|plin|nequi|daviplata|transferencia|transferencias|mercado ?pago|paypal|stripe|sumup|izipay|datafast|medianet|niubiz|transbank|qr)(?![a-z])/;
